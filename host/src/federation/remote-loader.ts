import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  SHELL_CONTRACT_INSTANCE_ID,
  contractCompatible,
  type AppBuild,
  type RemoteModule,
} from '@portal/shell-contract';
import { REMOTE_UNAVAILABLE } from './fallback-plugin';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`The ${remote} area could not be loaded`, { cause });
  }
}

/** The remote was compiled against a shell-contract this shell does not provide (or says nothing of it). */
export class RemoteNeedsUpdateError extends Error {
  constructor(
    readonly remote: string,
    readonly build: AppBuild | null,
  ) {
    super(
      `The ${remote} area was built against shell-contract ${build?.contract ?? '(unknown)'}; ` +
        `this shell provides ${__PORTAL_BUILD__.contract}`,
    );
  }
}

type Loaded = { default?: RemoteModule | null; contractInstanceId?: string; [REMOTE_UNAVAILABLE]?: string };

/** A remote whose module arrived: its build, and whether the shell runs it. */
export interface LoadedRemoteBuild {
  build: AppBuild | null;
  refused: boolean;
}

const cache = new Map<string, Promise<RemoteModule>>();
const builds = new Map<string, LoadedRemoteBuild>();

function hasBuild(module: RemoteModule): boolean {
  const build = (module as Partial<RemoteModule>).build;
  return !!build && typeof build.contract === 'string';
}

/**
 * Loads a remote's `./module` once; a failure is not kept, so the next call tries again. A module built
 * against an incompatible shell-contract is refused: its routes would call a contract that is not there.
 */
export function loadRemoteModule(name: string): Promise<RemoteModule> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loadRemote<Loaded>(`${name}/module`)
      .catch((error: unknown) => {
        throw new RemoteUnavailableError(name, error);
      })
      .then((loaded) => {
        if (!loaded || loaded[REMOTE_UNAVAILABLE] || !loaded.default) throw new RemoteUnavailableError(name);
        const module = loaded.default;
        if (!hasBuild(module) || !contractCompatible(module.build.contract, __PORTAL_BUILD__.contract)) {
          builds.set(name, { build: hasBuild(module) ? module.build : null, refused: true });
          throw new RemoteNeedsUpdateError(name, hasBuild(module) ? module.build : null);
        }
        builds.set(name, { build: module.build, refused: false });
        if (loaded.contractInstanceId && loaded.contractInstanceId !== SHELL_CONTRACT_INSTANCE_ID) {
          // A second shell-contract means a second auth store: the remote would not see the signed-in user.
          console.error(`${name} runs its own copy of @portal/shell-contract`);
        }
        return module;
      });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

export function forgetRemoteModule(name: string): void {
  cache.delete(name);
}

/** The builds of the remotes whose module this page loaded (the About panel). */
export function loadedRemoteBuilds(): ReadonlyMap<string, LoadedRemoteBuild> {
  return builds;
}
