// Released remote builds (scripts/release.mjs, docs/deploy.md). Node built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './run.mjs';

/** The server's RELEASES_DIR default (server/src/config.ts): `<DATA_DIR or <repo>/data>/releases`. */
export function releasesDirOf(env, repoRoot = root) {
  if (env.RELEASES_DIR) return path.resolve(env.RELEASES_DIR);
  return path.join(path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')), 'releases');
}

/** The build a dist/ folder holds, from its mf-manifest.json (tools/webpack/build-info.cjs). */
export function readBuild(dist) {
  const file = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`${dist} holds no build (no mf-manifest.json): build the remote first`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { buildVersion, buildId, contract } = manifest.metaData?.buildInfo ?? {};
  if (!buildVersion || !buildId) throw new Error(`${file} names no version and build id: rebuild the remote`);
  return { name: manifest.name, version: buildVersion, buildId, contract };
}

const SAFE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Copies `dist` to `<releasesDir>/<remote>/<version>-<buildId>/`. A release is never overwritten: the same
 * build released twice is left as it is; another build under the same name is an error.
 */
export function releaseBuild({ remote, dist = path.join(root, 'remotes', remote, 'dist'), releasesDir }) {
  const build = readBuild(dist);
  if (build.name !== remote) throw new Error(`${dist} is a build of ${build.name}, not of ${remote}`);
  const release = `${build.version}-${build.buildId}`;
  if (!SAFE.test(release)) throw new Error(`${release} cannot name a folder`);
  const folder = path.join(releasesDir, remote, release);
  if (fs.existsSync(folder)) {
    const kept = readBuild(folder);
    if (kept.buildId !== build.buildId) throw new Error(`${folder} already holds another build`);
    return { release, folder, build, copied: false };
  }
  // Copied beside, then renamed: the server never serves half a release.
  const partial = `${folder}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  fs.cpSync(dist, partial, {
    recursive: true,
    // Dotfiles are build bookkeeping (.build-fingerprint), not part of the release.
    filter: (source) => source === dist || !path.basename(source).startsWith('.'),
  });
  fs.renameSync(partial, folder);
  return { release, folder, build, copied: true };
}

/** The releases kept for a remote, oldest first (by the time they were released). */
export function listReleases(releasesDir, remote) {
  const dir = path.join(releasesDir, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.partial-'))
    .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => a.time - b.time)
    .map((entry) => entry.name);
}

/** The manifest URL of a release, or of the remote's deployed build (`deployed`). */
export function entryFor(remote, release, base = '') {
  const prefix = base.replace(/\/+$/, '');
  return release === 'deployed'
    ? `${prefix}/remotes/${remote}/mf-manifest.json`
    : `${prefix}/releases/${remote}/${release}/mf-manifest.json`;
}

function readRemotesJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The areas a remote owns: from the remotes.json being edited, else the host's default one. */
export function areasOf(remote, remotesJson) {
  const file = remotesJson ?? path.join(root, 'host/public/remotes.json');
  const found = readRemotesJson(file).find((item) => item.name === remote);
  if (!found) throw new Error(`${file} has no entry for ${remote}`);
  return found.areas;
}

/** Points the remote's entry in a remotes.json at `entry.entry`; written whole, then renamed into place. */
export function activate(file, entry) {
  const remotes = readRemotesJson(file);
  const index = remotes.findIndex((item) => item.name === entry.name);
  if (index < 0) throw new Error(`${file} has no entry for ${entry.name}`);
  remotes[index] = { ...remotes[index], entry: entry.entry };
  const next = `${file}.next-${process.pid}`;
  fs.writeFileSync(next, `${JSON.stringify(remotes, null, 2)}\n`);
  fs.renameSync(next, file);
}
