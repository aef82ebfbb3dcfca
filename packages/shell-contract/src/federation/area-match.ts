import type { RemoteConfig } from './remote-module';

function literalLength(pattern: string): number {
  return pattern.replace(/\*/g, '').length;
}

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

/**
 * Finds the remote that owns an area (the first path segment after `/{entity}/`), case-insensitively.
 * Exact names win over patterns (`cusdashboard` belongs to inspection although masterdata owns `cus*`);
 * among patterns the most specific (longest literal part) wins.
 */
export function findRemoteForArea(area: string, remotes: readonly RemoteConfig[]): RemoteConfig | undefined {
  let best: { remote: RemoteConfig; score: number } | undefined;
  for (const remote of remotes) {
    for (const pattern of remote.areas) {
      if (!toRegExp(pattern).test(area)) continue;
      const score = pattern.includes('*') ? literalLength(pattern) : Number.MAX_SAFE_INTEGER;
      if (!best || score > best.score) best = { remote, score };
    }
  }
  return best?.remote;
}
