import { useAuthStore, type RemoteConfig } from '@portal/shell-contract';
import { loadRemoteModule } from './remote-loader';
import { registerRemotesFromJson, remoteForPath } from './register-remotes';

let configured: readonly RemoteConfig[] = [];

/** The remotes this page registered (remotes.json as read at start-up). */
export function configuredRemotes(): readonly RemoteConfig[] {
  return configured;
}

/** The remotes of remotes.json, registered with the federation runtime (the entry module started this). */
export async function loadRemotesConfig(): Promise<RemoteConfig[]> {
  const remotes = await registerRemotesFromJson();
  configured = remotes;
  return remotes;
}

/**
 * A signed-in user opening `/{entity}/{area}/...` needs that area's remote: start loading it now, while the
 * shell renders, rather than when the route is reached. A failure here is forgotten (the area retries).
 */
export function preloadRemoteForPath(
  remotes: readonly RemoteConfig[],
  pathname = window.location.pathname,
): void {
  if (!useAuthStore.getState().user) return;
  const remote = remoteForPath(remotes, pathname);
  if (remote) loadRemoteModule(remote.name).catch(() => undefined);
}
