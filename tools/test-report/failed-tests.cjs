// The failed tests of a jest or Playwright JSON report, one short line each, for the end of `npm test`:
// the full output of a long run is often cut in the middle, and these lines must survive the cut.
const { stripVTControlCharacters } = require('node:util');

const MAX_LENGTH = 300;

/** The first meaningful lines of an error (no colours, no stack frames), joined, at most MAX_LENGTH. */
function summary(message = '') {
  const line = stripVTControlCharacters(message)
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text && !text.startsWith('at ') && !/^\d+ \||^>? *\d+ \||^\|/.test(text))
    .slice(0, 4)
    .join(' | ');
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line;
}

/** jest --json: `file › test name: error`. */
function jestFailures(report, root) {
  return (report?.testResults ?? []).flatMap((file) => {
    const relative = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that could not run has no failed test of its own, only its message.
    if (!failed.length && file.status === 'failed') return [`${relative}: ${summary(file.message)}`];
    return failed.map((test) => `${relative} › ${test.fullName}: ${summary(test.failureMessages?.[0])}`);
  });
}

/** Playwright's JSON reporter: `file:line › title: the last attempt's error`. */
function playwrightFailures(report) {
  const lines = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        // A timeout is reported first, then what the test was waiting for: both are kept.
        const messages = last?.errors?.length ? last.errors.map((error) => error.message) : [last?.status];
        lines.push(`${spec.file}:${spec.line} › ${spec.title}: ${summary(messages.join('\n'))}`);
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return lines;
}

module.exports = { jestFailures, playwrightFailures };
