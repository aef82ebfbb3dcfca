// One jest run over every workspace project. The server project runs on PGlite by default and on
// PostgreSQL when DATABASE_URL is set (scripts/test.mjs runs it both ways), each time with the files
// declared for that database or for both.
const path = require('node:path');
const { project } = require('./tools/jest/base.cjs');
const databaseCoverage = require('./tools/jest/database-coverage.cjs');

const remotes = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'];
const dom = (displayName, dir) =>
  project({
    displayName,
    rootDir: path.join(__dirname, dir),
    testEnvironment: path.join(__dirname, 'tools/jest/jsdom-environment.cjs'),
    // Screen tests wait for rendered text; on a loaded 2-core machine one took longer than jest's 5 s.
    extra: { setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/dom-setup.cjs')], testTimeout: 15000 },
  });

const only = process.env.JEST_PROJECTS ? process.env.JEST_PROJECTS.split(',') : null;

// Each server test file says in its first line which databases it runs on (docs/testing.md, "What runs on
// both databases"): a run leaves out the files declared for the other database only.
const serverDatabase = databaseCoverage.currentDatabase();
const serverFilesLeftOut = databaseCoverage.filesNotRunOn(path.join(__dirname, 'server/src'), serverDatabase);
// jest alone answers "No tests found" for a file named on the command line that this run leaves out.
const leftOutNotes = databaseCoverage.filteredOutNotes(
  process.argv.slice(2),
  serverFilesLeftOut,
  serverDatabase,
);
for (const note of leftOutNotes) console.warn(note);

const projects = [
  project({ displayName: 'domain', rootDir: path.join(__dirname, 'packages/domain') }),
  dom('shell-contract', 'packages/shell-contract'),
  dom('screen-kit', 'packages/screen-kit'),
  // Node, not jsdom: the client needs the platform's fetch, Request and Response.
  project({ displayName: 'api-client', rootDir: path.join(__dirname, 'packages/api-client') }),
  dom('ui', 'packages/ui'),
  dom('host', 'host'),
  project({
    displayName: 'build-tools',
    rootDir: path.join(__dirname, 'tools'),
    extra: { testMatch: ['<rootDir>/**/*.test.cjs', '<rootDir>/**/*.test.ts'], testTimeout: 30000 },
  }),
  ...remotes.map((name) => dom(`remote-${name}`, `remotes/${name}`)),
  project({
    displayName: 'server',
    rootDir: path.join(__dirname, 'server'),
    extra: {
      testTimeout: 60000,
      testPathIgnorePatterns: [
        '/node_modules/',
        ...serverFilesLeftOut.map(databaseCoverage.exactPathPattern),
      ],
      // This run's demo database, built once (server/src/test/global-setup.ts).
      globalSetup: path.join(__dirname, 'server/src/test/global-setup.ts'),
      globalTeardown: path.join(__dirname, 'server/src/test/global-teardown.ts'),
    },
  }),
].filter((p) => !only || only.includes(p.displayName));

module.exports = {
  projects,
  // Two workers: the machines have two cores, and PGlite and jsdom are single-threaded CPU work, so a
  // third would only wait. `--maxWorkers` overrides it (`--runInBand` to debug).
  maxWorkers: 2,
  // A worker grown past this after a test file is replaced, so the memory of the in-memory databases it
  // loaded is handed back even if an instance was left open.
  workerIdleMemoryLimit: '1GB',
};
