// What a build says about itself: the app, its version, a build id and the shell-contract version it was
// compiled against. The page reads it as __PORTAL_BUILD__ (the About panel, the host's contract check);
// mf-manifest.json carries it in metaData.buildInfo (docs/deploy.md).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const readVersion = (file) => JSON.parse(fs.readFileSync(file, 'utf8')).version;

/** `yyyyMMddHHmm` in UTC. */
function utcStamp(date) {
  return date.toISOString().slice(0, 16).replace(/[-T:]/g, '');
}

function gitShortCommit(root) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null; // no git (a source archive, a container build)
  }
}

let processBuildId;
/** PORTAL_BUILD_ID, or `<short commit>-<UTC time>`, computed once per build process. */
function buildId(root, env = process.env, now = new Date()) {
  if (env.PORTAL_BUILD_ID) return env.PORTAL_BUILD_ID;
  processBuildId ??= `${gitShortCommit(root) ?? 'local'}-${utcStamp(now)}`;
  return processBuildId;
}

/**
 * @returns {{ app: string, version: string, buildId: string, contract: string }}
 */
function buildInfo(app, appDir, root, env = process.env) {
  return {
    app,
    version: readVersion(path.join(appDir, 'package.json')),
    buildId: buildId(root, env),
    // PORTAL_CONTRACT_VERSION exists only to build the test fixture of a remote compiled against another
    // shell-contract (e2e/tests/release.spec.ts); a real build always reports the package it was built with.
    contract:
      env.PORTAL_CONTRACT_VERSION || readVersion(path.join(root, 'packages/shell-contract/package.json')),
  };
}

/** The MF manifest's `additionalData` hook: buildInfo gains the build id and contract, buildVersion = version. */
function withBuildInfo(stats, build) {
  stats.metaData.buildInfo = {
    ...stats.metaData.buildInfo,
    buildVersion: build.version,
    buildId: build.buildId,
    contract: build.contract,
  };
  return stats;
}

module.exports = { buildInfo, withBuildInfo, utcStamp };
