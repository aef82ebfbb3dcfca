const { formatSlowest, jestSlowest, playwrightSlowest } = require('./slowest-files.cjs');

describe('slowest test files', () => {
  it('takes each jest file’s wall time, slowest first, relative to the repository, at most the count', () => {
    const report = {
      testResults: [
        { name: '/repo/host/a.test.tsx', startTime: 1_000, endTime: 1_400 },
        { name: '/repo/server/src/test/bad-input.test.ts', perfStats: { start: 2_000, end: 14_340 } },
        { name: '/repo/server/src/b.test.ts', startTime: 5_000, endTime: 7_050 },
        // A file that could not start has no times: it counts as nothing, not as NaN.
        { name: '/repo/remotes/hr/src/c.test.ts' },
      ],
    };
    expect(jestSlowest(report, '/repo', 3)).toEqual([
      { file: 'server/src/test/bad-input.test.ts', seconds: 12.3 },
      { file: 'server/src/b.test.ts', seconds: 2.1 },
      { file: 'host/a.test.tsx', seconds: 0.4 },
    ]);
  });

  it('sums each Playwright spec file’s test attempts, nested suites and retries included', () => {
    const report = {
      config: { rootDir: '/repo/e2e/tests' },
      suites: [
        {
          title: 'hr-leave.spec.ts',
          file: 'hr-leave.spec.ts',
          specs: [],
          suites: [
            {
              title: 'hr leave',
              file: 'hr-leave.spec.ts',
              specs: [
                { tests: [{ results: [{ duration: 4_000 }, { duration: 3_500 }] }] },
                { tests: [{ results: [{ duration: 2_000 }] }] },
              ],
            },
          ],
        },
        {
          title: 'sign-in.spec.ts',
          file: 'sign-in.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 12_250 }] }] }],
        },
        // Not run (left out by a tag): not listed.
        { title: 'a11y.spec.ts', file: 'a11y.spec.ts', specs: [{ tests: [{ results: [] }] }] },
      ],
    };
    expect(playwrightSlowest(report, '/repo')).toEqual([
      { file: 'e2e/tests/sign-in.spec.ts', seconds: 12.3 },
      { file: 'e2e/tests/hr-leave.spec.ts', seconds: 9.5 },
    ]);
  });

  it('answers nothing for a missing report', () => {
    expect(jestSlowest(null, '/repo')).toEqual([]);
    expect(playwrightSlowest(undefined, '/repo')).toEqual([]);
  });

  it('prints one aligned line per file', () => {
    expect(
      formatSlowest([
        { file: 'server/src/test/bad-input.test.ts', seconds: 12.3 },
        { file: 'host/a.test.tsx', seconds: 0.4 },
      ]),
    ).toEqual(['  12.3 s  server/src/test/bad-input.test.ts', '   0.4 s  host/a.test.tsx']);
  });
});
