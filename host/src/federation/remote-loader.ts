import { loadRemote } from '@module-federation/enhanced/runtime';
import { SHELL_CONTRACT_INSTANCE_ID, type RemoteModule } from '@portal/shell-contract';
import { REMOTE_UNAVAILABLE } from './fallback-plugin';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`The ${remote} area could not be loaded`, { cause });
  }
}

type Loaded = { default?: RemoteModule | null; contractInstanceId?: string; [REMOTE_UNAVAILABLE]?: string };

const cache = new Map<string, Promise<RemoteModule>>();

/** Loads a remote's `./module` once; a failure is not kept, so the next call tries again. */
export function loadRemoteModule(name: string): Promise<RemoteModule> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loadRemote<Loaded>(`${name}/module`)
      .catch((error: unknown) => {
        throw new RemoteUnavailableError(name, error);
      })
      .then((loaded) => {
        if (!loaded || loaded[REMOTE_UNAVAILABLE] || !loaded.default) throw new RemoteUnavailableError(name);
        if (loaded.contractInstanceId && loaded.contractInstanceId !== SHELL_CONTRACT_INSTANCE_ID) {
          // A second shell-contract means a second auth store: the remote would not see the signed-in user.
          console.error(`${name} runs its own copy of @portal/shell-contract`);
        }
        return loaded.default;
      });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

export function forgetRemoteModule(name: string): void {
  cache.delete(name);
}
