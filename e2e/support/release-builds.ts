// Extra real builds of the masterdata remote for the release suite (release.spec.ts): another build id, or
// one compiled as if against shell-contract 2.0.0. Each is built once per state of the remote's sources and
// kept under remotes/masterdata/node_modules/.cache, so a second run only copies it. The run's global set-up
// makes them before any test starts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './portal';

const MASTERDATA = path.join(ROOT, 'remotes/masterdata');
const CACHE = path.join(MASTERDATA, 'node_modules/.cache/release-fixtures');

export const FIXTURES = {
  /** The same code under another build id: what a team ships, then rolls back. */
  rollback: {},
  /** A build that says it was compiled against shell-contract 2.0.0, which this shell does not provide. */
  contract2: { PORTAL_CONTRACT_VERSION: '2.0.0' },
} satisfies Record<string, Record<string, string>>;
export type Fixture = keyof typeof FIXTURES;

/** scripts/build.mjs' fingerprint of the remote's inputs (its sources, packages/, tools/webpack, the lockfile). */
function sourcesFingerprint(): string {
  const script = `import('./scripts/lib/build-apps.mjs').then((m) => console.log(m.fingerprint('remotes/masterdata')))`;
  return execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' }).trim().slice(0, 10);
}

/** The folder of a masterdata build for the fixture, built now unless this state of the sources has one. */
export function masterdataBuild(fixture: Fixture): { dist: string; buildId: string } {
  const key = sourcesFingerprint();
  const buildId = `${fixture}-${key}`;
  const dist = path.join(CACHE, buildId);
  const done = path.join(dist, '.fixture-complete');
  if (!fs.existsSync(done)) {
    // Builds of older sources are of no use any more.
    if (fs.existsSync(CACHE))
      for (const old of fs.readdirSync(CACHE).filter((name) => name.startsWith(`${fixture}-`)))
        fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
    execFileSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: MASTERDATA,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...FIXTURES[fixture], PORTAL_OUTPUT_PATH: dist, PORTAL_BUILD_ID: buildId },
    });
    fs.writeFileSync(done, new Date().toISOString());
  }
  return { dist, buildId };
}

/**
 * `npm run release` as a team runs it: copies the build into the portal's releases folder and points the
 * masterdata entry of its remotes.json at it.
 */
export function releaseAndActivate(dist: string, dataDir: string): string {
  return execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts/release.mjs'),
      'masterdata',
      '--dist',
      dist,
      '--releases',
      path.join(dataDir, 'releases'),
      '--activate',
      path.join(dataDir, 'remotes.json'),
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

/** The build id in a build folder's mf-manifest.json. */
export function manifestBuildId(dist: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: { buildId: string } };
  };
  return manifest.metaData.buildInfo.buildId;
}
