import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';

/** Resolves relative entries; an entry that keeps this host is on the page's own origin. */
const PAGE_ORIGIN = 'http://page.invalid';

/**
 * The CSP sources of the remotes a remotes.json names: the origin of each manifest URL. Relative entries
 * (`/remotes/hr/mf-manifest.json`) are on the page's own origin and add nothing; a protocol-relative one
 * (`//cdn.example.com/...`) gives its host, which the browser matches on the page's own scheme. Anything
 * that is not an http(s) URL is left out, so the file can only ever name origins, never keywords.
 */
export function remoteSourcesOf(remotesJson: unknown): string[] {
  if (!Array.isArray(remotesJson)) return [];
  const sources = new Set<string>();
  for (const item of remotesJson) {
    const entry = (item as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string') continue;
    let url: URL;
    try {
      url = new URL(entry.trim(), PAGE_ORIGIN);
    } catch {
      continue;
    }
    if (url.origin === PAGE_ORIGIN) continue;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    sources.add(entry.trim().startsWith('//') ? url.host : url.origin);
  }
  return [...sources].sort();
}

export interface RemoteOrigins {
  /** The sources to allow now; re-read when the file has changed. */
  current(): string[];
}

/**
 * The remotes' origins from the remotes.json this server serves, read at start-up. Moving a remote is an
 * edit of that file without a restart (docs/server.md), so a changed file is read again; a file that cannot
 * be read or parsed keeps the origins already known (none at start-up), with a warning in the log.
 * By default the file's modification time is looked at on every answer (one stat, a few microseconds): a
 * switch or rollback of an area must reach the very next page load, whose CSP would otherwise block the
 * manifest of the remote's new origin.
 */
export function watchRemoteOrigins(
  file: string | null,
  log: FastifyBaseLogger,
  recheckMs = 0,
): RemoteOrigins {
  let sources: string[] = [];
  let modified = -1;
  let warnedFor = -1;
  let checkedAt = 0;

  const refresh = () => {
    if (!file) return;
    let stamp: number;
    try {
      stamp = fs.statSync(file).mtimeMs;
    } catch {
      return; // no host build and no REMOTES_JSON: only this origin serves anything
    }
    if (stamp === modified) return;
    try {
      sources = remoteSourcesOf(JSON.parse(fs.readFileSync(file, 'utf8')));
      modified = stamp;
    } catch (error) {
      // Read again on the next answer: a file caught half written (an editor, a copy) is finished within
      // the same tick of the file system's clock, so its modification time alone would not show the end.
      if (stamp !== warnedFor)
        log.warn(
          { file, reason: (error as Error).message },
          'remotes.json unreadable: CSP keeps its origins',
        );
      warnedFor = stamp;
    }
  };

  refresh();
  checkedAt = Date.now();
  return {
    current() {
      const now = Date.now();
      if (now - checkedAt >= recheckMs) {
        checkedAt = now;
        refresh();
      }
      return sources;
    },
  };
}
