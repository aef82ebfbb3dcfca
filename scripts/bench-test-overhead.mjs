// What a server test file pays before its first test, measured inside jest: N identical files, each
// `createTestApp()` in beforeAll and one sign-in, run on jest's two workers. For each file: the module
// load (jest's start of the file to the end of its imports), the database copy and app (beforeAll) and
// the whole overhead (the file's time less its test's). Runs the worker app (the default) and an app per
// file (PORTAL_TEST_APP_PER_FILE=1, the way before it), on PGlite and, with BENCH_DATABASE_URL, on
// PostgreSQL. `--root DIR` measures another checkout of the project (an older commit: "before").
// Not a test: prints a Markdown table for docs/testing.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootAt = process.argv.indexOf('--root');
const root = rootAt >= 0 ? path.resolve(process.argv[rootAt + 1]) : here;
const FILES = Number(process.env.BENCH_FILES ?? 12);
const folder = path.join(root, 'server/src/test/overhead-bench');
const marks = path.join(folder, 'marks');

const testFile = (index) => `/** @databases both */
import fs from 'node:fs';
import { createTestApp, signInAs, type TestApp } from '../test-app';

const loaded = Date.now();
let t: TestApp;
let ready = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.pglite?.waitReady; // a PGlite copy starts in the background: its start counts here
  ready = Date.now();
});
afterAll(async () => {
  await t.close();
  fs.writeFileSync(${JSON.stringify(path.join(marks, `${index}.json`))}, JSON.stringify({ loaded, ready }));
});
it('signs in', async () => {
  expect((await signInAs(t.app, 'admin')).token).toBeTruthy();
});
`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function measure(label, env) {
  fs.rmSync(marks, { recursive: true, force: true });
  fs.mkdirSync(marks, { recursive: true });
  const report = path.join(folder, 'report.json');
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/jest'),
    ['--ci', '--json', `--outputFile=${report}`, '-w', '2', 'server/src/test/overhead-bench'],
    { cwd: root, env: { ...process.env, JEST_PROJECTS: 'server', ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${label}: jest failed\n${result.stderr.slice(-3000)}`);
  const files = JSON.parse(fs.readFileSync(report, 'utf8')).testResults.map((file) => {
    const index = path.basename(file.name, '.test.ts');
    const { loaded, ready } = JSON.parse(fs.readFileSync(path.join(marks, `${index}.json`), 'utf8'));
    const tests = file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0);
    return {
      load: loaded - file.startTime,
      setUp: ready - loaded,
      overhead: file.endTime - file.startTime - tests,
    };
  });
  // The first file of each worker also builds what the worker keeps; the median speaks of the others.
  const row = (key) => (median(files.map((file) => file[key])) / 1000).toFixed(2);
  return `| ${label} | ${files.length} | ${row('load')} s | ${row('setUp')} s | ${row('overhead')} s |`;
}

fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });
try {
  for (let index = 1; index <= FILES; index += 1)
    fs.writeFileSync(path.join(folder, `f${index}.test.ts`), testFile(`f${index}`));
  const rows = ['| database, app | files | module load | database and app | whole overhead |'];
  rows.push('| --- | --- | --- | --- | --- |');
  const databases = [['PGlite', { DATABASE_URL: '' }]];
  if (process.env.BENCH_DATABASE_URL)
    databases.push(['PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
  for (const [name, env] of databases) {
    rows.push(measure(`${name}, worker app`, env));
    rows.push(measure(`${name}, app per file`, { ...env, PORTAL_TEST_APP_PER_FILE: '1' }));
  }
  console.log(`\nPer-file overhead of ${root}, medians over ${FILES} files on 2 workers:\n`);
  console.log(rows.join('\n'));
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
