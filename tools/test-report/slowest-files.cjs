// The slowest test files of a jest or Playwright JSON report, for `npm test`'s summary and
// test-results/timings.json: where a stage's time goes, so that the file to make faster is known.
const path = require('node:path');

const COUNT = 15;

const relativeTo = (root, file) => (path.isAbsolute(file) ? path.relative(root, file) : file);
const slowestFirst = (files, count) =>
  files
    .map(({ file, seconds }) => ({ file, seconds: Math.round(seconds * 10) / 10 }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
    .slice(0, count);

/** jest --json: each file's wall time (its `perfStats`, or the `startTime`/`endTime` jest writes). */
function jestSlowest(report, root, count = COUNT) {
  const files = (report?.testResults ?? []).map((result) => {
    const start = result.perfStats?.start ?? result.startTime;
    const end = result.perfStats?.end ?? result.endTime;
    return {
      file: relativeTo(root, result.name),
      seconds: Number.isFinite(start) && Number.isFinite(end) ? (end - start) / 1000 : 0,
    };
  });
  return slowestFirst(files, count);
}

/**
 * Playwright's JSON reporter: per spec file, the sum of its tests' attempts. With several workers the
 * files overlap, so this is test time, not the stage's wall time.
 */
function playwrightSlowest(report, root, count = COUNT) {
  const testDir = report?.config?.rootDir ?? root;
  const totals = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(file, (totals.get(file) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report?.suites ?? []) {
    // A file none of whose tests ran (left out by a tag) is not listed.
    visit(suite, relativeTo(root, path.join(testDir, suite.file ?? suite.title)));
  }
  return slowestFirst(
    [...totals].map(([file, ms]) => ({ file, seconds: ms / 1000 })),
    count,
  );
}

/** The summary's block for one stage: `  12.3 s  server/src/test/bad-input.test.ts`. */
function formatSlowest(files) {
  const width = Math.max(0, ...files.map(({ seconds }) => seconds.toFixed(1).length));
  return files.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(width)} s  ${file}`);
}

module.exports = { COUNT, formatSlowest, jestSlowest, playwrightSlowest };
