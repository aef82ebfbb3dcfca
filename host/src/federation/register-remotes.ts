import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// The pure matcher alone, bundled into the entry: the package's index is a shared singleton, which the entry
// module must not import (ARCHITECTURE section 2).
import { findRemoteForArea } from '@portal/shell-contract/src/federation/area-match';
import type { RemoteConfig } from '@portal/shell-contract/src/federation/remote-module';
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

let registered: Promise<RemoteConfig[]> | undefined;

/**
 * Reads remotes.json (name, manifest URL, areas) once and registers the remotes with the federation runtime.
 * Moving or rolling back a remote is an edit of that file, never a host rebuild.
 */
export function registerRemotesFromJson(): Promise<RemoteConfig[]> {
  registered ??= fetchRemotesJson().then((parsed) => {
    const remotes = Array.isArray(parsed) ? parsed.filter(isRemoteConfig) : [];
    registerRemotes(
      remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.origin).href })),
    );
    return remotes;
  });
  return registered;
}

/** The remote owning the area of `/{entity}/{area}/...`, if the path is an entity's screen. */
export function remoteForPath(remotes: readonly RemoteConfig[], pathname: string): RemoteConfig | undefined {
  const [, entity, area] = pathname.split('/');
  if (!/^\d+$/.test(entity ?? '') || !area) return undefined;
  return findRemoteForArea(area, remotes);
}

/**
 * Downloads, without running anything, the manifest, remoteEntry.js and the module files of the remote that
 * owns the page's area, beside the host's own chunks: the area's screen then does not wait for a second round
 * of downloads after the shell has started. A failure is left to the area's own loading, which retries.
 */
export function preloadRemoteOfPage(pathname = window.location.pathname): void {
  registerRemotesFromJson()
    .then((remotes) => {
      const remote = remoteForPath(remotes, pathname);
      if (remote) return preloadRemote([{ nameOrAlias: remote.name, exposes: ['./module'] }]);
      return undefined;
    })
    .catch(() => undefined);
}
