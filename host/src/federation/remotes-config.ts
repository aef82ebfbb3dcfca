import { registerRemotes } from '@module-federation/enhanced/runtime';
import { findRemoteForArea, useAuthStore, type RemoteConfig } from '@portal/shell-contract';
import { loadRemoteModule } from './remote-loader';
import { fetchRemotesJson } from './remotes-json';

function isRemoteConfig(value: unknown): value is RemoteConfig {
  const item = value as RemoteConfig;
  return (
    !!item &&
    typeof item.name === 'string' &&
    typeof item.entry === 'string' &&
    Array.isArray(item.areas) &&
    item.areas.every((area) => typeof area === 'string')
  );
}

let configured: readonly RemoteConfig[] = [];

/** The remotes this page registered (remotes.json as read at start-up). */
export function configuredRemotes(): readonly RemoteConfig[] {
  return configured;
}

/**
 * Reads remotes.json (name, manifest URL, areas) and registers the remotes with the federation runtime.
 * Moving or rolling back a remote is an edit of that file, never a host rebuild.
 */
export async function loadRemotesConfig(): Promise<RemoteConfig[]> {
  const parsed = await fetchRemotesJson();
  const remotes = Array.isArray(parsed) ? parsed.filter(isRemoteConfig) : [];
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.origin).href })),
    { force: true },
  );
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
  const [, entity, area] = pathname.split('/');
  if (!/^\d+$/.test(entity ?? '') || !area || !useAuthStore.getState().user) return;
  const remote = findRemoteForArea(area, remotes);
  if (remote) loadRemoteModule(remote.name).catch(() => undefined);
}
