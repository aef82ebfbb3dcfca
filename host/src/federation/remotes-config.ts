import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteConfig } from '@portal/shell-contract';

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

/**
 * Reads remotes.json (name, manifest URL, areas) and registers the remotes with the federation runtime.
 * Moving or rolling back a remote is an edit of that file, never a host rebuild.
 */
export async function loadRemotesConfig(url = '/remotes.json'): Promise<RemoteConfig[]> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const parsed: unknown = await response.json();
  const remotes = Array.isArray(parsed) ? parsed.filter(isRemoteConfig) : [];
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.origin).href })),
    { force: true },
  );
  return remotes;
}
