// `npm run release -- <remote>`: keeps a remote's built dist/ as a release, `<releases>/<remote>/<version>-<buildId>/`,
// which the server serves at /releases/<remote>/<release>/, and prints the remotes.json entry that points the
// area at it. Switching or rolling back an area is that entry, nothing is rebuilt or restarted (docs/deploy.md).
//
//   npm run release -- masterdata                          copy remotes/masterdata/dist, print the entry
//   npm run release -- masterdata --activate <remotes.json> ...and point the area at it in that file
//   npm run release -- masterdata --list                   the releases kept for the area
//   npm run release -- masterdata --use <release|deployed> --activate <remotes.json>   switch back (rollback)
//
// Options: --dist <folder> (the build to release), --releases <folder> (default RELEASES_DIR, else
// <DATA_DIR or data>/releases, as the server), --base <url> (prefix of the entry, default the server's own origin).
import { parseArgs } from 'node:util';
import { root } from './lib/run.mjs';
import { activate, areasOf, entryFor, listReleases, releaseBuild, releasesDirOf } from './lib/releases.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    releases: { type: 'string' },
    base: { type: 'string', default: '' },
    activate: { type: 'string' },
    use: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

const [remote] = positionals;
if (!remote || !/^[a-z][a-z0-9-]*$/.test(remote)) {
  console.error(
    'usage: npm run release -- <remote> [--activate remotes.json] [--list] [--use release|deployed]',
  );
  process.exit(2);
}
const releasesDir = values.releases ?? releasesDirOf(process.env, root);

try {
  if (values.list) {
    for (const release of listReleases(releasesDir, remote)) console.log(release);
    process.exit(0);
  }
  let release = values.use ?? null;
  if (!release) {
    const kept = releaseBuild({ remote, dist: values.dist, releasesDir });
    release = kept.release;
    console.error(`${remote}: ${kept.copied ? 'released' : 'already released'} as ${kept.folder}`);
  } else if (release !== 'deployed' && !listReleases(releasesDir, remote).includes(release)) {
    throw new Error(`${remote} has no release ${release} in ${releasesDir}`);
  }
  const entry = {
    name: remote,
    entry: entryFor(remote, release, values.base),
    areas: areasOf(remote, values.activate),
  };
  if (values.activate) {
    activate(values.activate, entry);
    console.error(`${values.activate}: ${remote} now loads ${entry.entry} (from the next page load)`);
  }
  console.log(JSON.stringify(entry, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
