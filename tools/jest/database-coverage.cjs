// Which databases a server test file runs on, declared in its first line (docs/testing.md, "What runs on
// both databases"): `/** @databases both */`, `/** @databases pglite */` or `/** @databases postgres */`.
// jest.config.cjs leaves out of a run the files declared for the other database only; a file declaring
// nothing, or something unknown, runs on both, so nothing stops running unseen, and the check in
// database-coverage.test.cjs names it.
const fs = require('node:fs');
const path = require('node:path');

const DATABASES = ['both', 'pglite', 'postgres'];
const PRAGMA = /^\/\*\*\s*@databases\s+(\S+)\s*\*\/\s*$/;
const RULE = 'docs/testing.md, "What runs on both databases"';

/** The coverage a first line declares ('both', 'pglite' or 'postgres'), or null: none, or an unknown one. */
function declaredCoverage(firstLine) {
  const match = PRAGMA.exec(firstLine);
  return match && DATABASES.includes(match[1]) ? match[1] : null;
}

/** A file's first line, read without the rest of the file. */
function firstLineOf(file) {
  const handle = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(256);
    const bytes = fs.readSync(handle, buffer, 0, buffer.length, 0);
    return buffer.toString('utf8', 0, bytes).split('\n', 1)[0].replace(/\r$/, '');
  } finally {
    fs.closeSync(handle);
  }
}

/** Every `*.test.ts` below `dir` (node_modules left out), sorted. */
function testFiles(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) found.push(full);
    }
  };
  walk(dir);
  return found.sort();
}

/** The database of this run: PostgreSQL when DATABASE_URL is set (what the test apps connect to), else PGlite. */
function currentDatabase(env = process.env) {
  return env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Whether a file declaring `declared` runs on `database`; an undeclared file runs on both. */
function runsOn(declared, database) {
  return declared === null || declared === 'both' || declared === database;
}

/**
 * Set by `npm test` when no PostgreSQL answers: its PGlite run then takes the files declared for
 * PostgreSQL too, so that every file still runs on one database (the few that need a PostgreSQL server
 * skip themselves there).
 */
const NO_POSTGRES_ENV = 'PORTAL_TEST_NO_POSTGRES';

/** The files below `dir` declared for the other database only: not part of a run on `database`. */
function filesNotRunOn(dir, database, env = process.env) {
  if (database === 'pglite' && env[NO_POSTGRES_ENV] === '1') return [];
  return testFiles(dir).filter((file) => !runsOn(declaredCoverage(firstLineOf(file)), database));
}

/** A testPathIgnorePatterns entry matching exactly this absolute path. */
function exactPathPattern(file) {
  return `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

/** The files below `dir` without a known declaration, each with the first line it has instead. */
function undeclaredFiles(dir) {
  return testFiles(dir)
    .map((file) => ({ file, firstLine: firstLineOf(file) }))
    .filter(({ firstLine }) => declaredCoverage(firstLine) === null);
}

/** What the check says about files without a known declaration (paths relative to `root`). */
function undeclaredMessage(undeclared, root) {
  const lines = undeclared.map(
    ({ file, firstLine }) => `  ${path.relative(root, file)} (first line: ${JSON.stringify(firstLine)})`,
  );
  return [
    `${undeclared.length} server test file(s) do not say which databases they run on. Their first line must be`,
    `one of ${DATABASES.map((name) => `/** @databases ${name} */`).join(', ')} (${RULE});`,
    'until then they run on both databases:',
    ...lines,
  ].join('\n');
}

/**
 * A note for a test file named on the command line that this run leaves out, since jest alone only
 * answers "No tests found".
 */
function filteredOutNotes(argv, skipped, database, cwd = process.cwd()) {
  const named = new Set(argv.map((arg) => path.resolve(cwd, arg)));
  const other = database === 'postgres' ? 'pglite' : 'postgres';
  const run = database === 'postgres' ? 'on PostgreSQL (DATABASE_URL set)' : 'on PGlite (no DATABASE_URL)';
  return skipped
    .filter((file) => named.has(file))
    .map(
      (file) =>
        `${path.relative(cwd, file)} declares @databases ${other}: this run, ${run}, leaves it out. See ${RULE}.`,
    );
}

module.exports = {
  DATABASES,
  NO_POSTGRES_ENV,
  currentDatabase,
  declaredCoverage,
  exactPathPattern,
  filesNotRunOn,
  filteredOutNotes,
  firstLineOf,
  runsOn,
  testFiles,
  undeclaredFiles,
  undeclaredMessage,
};
