const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const coverage = require('./database-coverage.cjs');

const root = path.resolve(__dirname, '../..');

describe('declaredCoverage', () => {
  it('reads the three declarations', () => {
    expect(coverage.declaredCoverage('/** @databases both */')).toBe('both');
    expect(coverage.declaredCoverage('/** @databases pglite */')).toBe('pglite');
    expect(coverage.declaredCoverage('/**  @databases   postgres  */ ')).toBe('postgres');
  });

  it('takes no declaration, an unknown database or another comment as none', () => {
    for (const line of [
      "import fs from 'node:fs';",
      '// First: test-app sets up the module shims the app needs.',
      '/** @databases mysql */',
      '/** @databases pglite postgres */',
      '/** @database both */',
      '// @databases both',
      '',
    ])
      expect(coverage.declaredCoverage(line)).toBeNull();
  });
});

describe('runsOn', () => {
  it('runs a file on what it declares, and an undeclared one on both', () => {
    expect(coverage.runsOn('both', 'pglite')).toBe(true);
    expect(coverage.runsOn('both', 'postgres')).toBe(true);
    expect(coverage.runsOn('pglite', 'pglite')).toBe(true);
    expect(coverage.runsOn('pglite', 'postgres')).toBe(false);
    expect(coverage.runsOn('postgres', 'pglite')).toBe(false);
    expect(coverage.runsOn(null, 'pglite')).toBe(true);
    expect(coverage.runsOn(null, 'postgres')).toBe(true);
  });

  it('takes the database from DATABASE_URL, as the test apps do', () => {
    expect(coverage.currentDatabase({})).toBe('pglite');
    expect(coverage.currentDatabase({ DATABASE_URL: '' })).toBe('pglite');
    expect(coverage.currentDatabase({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })).toBe(
      'postgres',
    );
  });
});

describe('the files of a run', () => {
  let dir;
  const write = (name, text) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'database-coverage-'));
    write('a/both.test.ts', '/** @databases both */\nit("x", () => {});\n');
    write('a/embedded.test.ts', '/** @databases pglite */\r\n// First: a comment kept after it.\n');
    write('a/embedded.routes.test.ts', '/** @databases pglite */\n');
    write('b/server.test.ts', '/** @databases postgres */\n');
    write('b/nothing.test.ts', "import fs from 'node:fs';\n");
    write('b/unknown.test.ts', '/** @databases sqlite */\n');
    write('b/helper.ts', '/** @databases pglite */\n');
    write('node_modules/dep/x.test.ts', '/** @databases pglite */\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const names = (files) => files.map((file) => path.relative(dir, file));

  it('lists the test files below a folder, node_modules left out', () => {
    expect(names(coverage.testFiles(dir))).toEqual([
      'a/both.test.ts',
      'a/embedded.routes.test.ts',
      'a/embedded.test.ts',
      'b/nothing.test.ts',
      'b/server.test.ts',
      'b/unknown.test.ts',
    ]);
  });

  it('leaves out of each database the files declared for the other one only', () => {
    expect(names(coverage.filesNotRunOn(dir, 'pglite', {}))).toEqual(['b/server.test.ts']);
    expect(names(coverage.filesNotRunOn(dir, 'postgres', {}))).toEqual([
      'a/embedded.routes.test.ts',
      'a/embedded.test.ts',
    ]);
  });

  it('takes every file on PGlite when the run has no PostgreSQL at all', () => {
    expect(coverage.filesNotRunOn(dir, 'pglite', { [coverage.NO_POSTGRES_ENV]: '1' })).toEqual([]);
    expect(names(coverage.filesNotRunOn(dir, 'pglite', { [coverage.NO_POSTGRES_ENV]: '' }))).toEqual([
      'b/server.test.ts',
    ]);
    expect(names(coverage.filesNotRunOn(dir, 'postgres', { [coverage.NO_POSTGRES_ENV]: '1' }))).toEqual([
      'a/embedded.routes.test.ts',
      'a/embedded.test.ts',
    ]);
  });

  it('ignores exactly the files left out, whatever their dots', () => {
    const patterns = coverage.filesNotRunOn(dir, 'postgres').map(coverage.exactPathPattern);
    const ignored = (file) => patterns.some((pattern) => new RegExp(pattern).test(file));
    expect(ignored(path.join(dir, 'a/embedded.test.ts'))).toBe(true);
    expect(ignored(path.join(dir, 'a/embedded.routes.test.ts'))).toBe(true);
    expect(ignored(path.join(dir, 'a/embedded_test.ts'))).toBe(false);
    expect(ignored(path.join(dir, 'a/embedded.test.tsx'))).toBe(false);
    expect(ignored(path.join(dir, 'x/a/embedded.test.ts'))).toBe(false);
    expect(ignored(path.join(dir, 'a/both.test.ts'))).toBe(false);
  });

  it('names the files without a known declaration and the rule', () => {
    const undeclared = coverage.undeclaredFiles(dir);
    expect(names(undeclared.map(({ file }) => file))).toEqual(['b/nothing.test.ts', 'b/unknown.test.ts']);
    const message = coverage.undeclaredMessage(undeclared, dir);
    expect(message).toContain('b/nothing.test.ts (first line: "import fs from \'node:fs\';")');
    expect(message).toContain('b/unknown.test.ts (first line: "/** @databases sqlite */")');
    expect(message).toContain('docs/testing.md, "What runs on both databases"');
  });

  it('says why a file named on the command line is left out', () => {
    const left = coverage.filesNotRunOn(dir, 'postgres');
    expect(
      coverage.filteredOutNotes(['--ci', 'a/embedded.test.ts', 'a/both.test.ts'], left, 'postgres', dir),
    ).toEqual([
      'a/embedded.test.ts declares @databases pglite: this run, on PostgreSQL (DATABASE_URL set), leaves it out. ' +
        'See docs/testing.md, "What runs on both databases".',
    ]);
  });
});

describe('server test files', () => {
  it('each say in their first line which databases they run on', () => {
    const undeclared = coverage.undeclaredFiles(path.join(root, 'server'));
    if (undeclared.length) throw new Error(coverage.undeclaredMessage(undeclared, root));
    expect(coverage.testFiles(path.join(root, 'server')).length).toBeGreaterThan(100);
  });
});
