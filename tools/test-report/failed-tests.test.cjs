const { jestFailures, playwrightFailures } = require('./failed-tests.cjs');

const RED = '\u001b[31m';
const RESET = '\u001b[39m';

describe('failed tests, one line each', () => {
  it('names a failed jest test with its file, its name and the expectation, without colours or code frame', () => {
    const report = {
      testResults: [
        {
          name: '/repo/server/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'works' },
            {
              status: 'failed',
              fullName: 'import › french-headers.xlsx',
              failureMessages: [
                `Error: ${RED}expect(received).toBe(expected)${RESET}\n\nExpected: "done"\nReceived: "failed"\n\n  67 |   const x = 1;\n> 69 |   expect(a).toBe(b);\n    at Object.<anonymous> (a.test.ts:69:26)`,
              ],
            },
          ],
        },
        { name: '/repo/host/b.test.tsx', status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(jestFailures(report, '/repo')).toEqual([
      'server/src/a.test.ts › import › french-headers.xlsx: Error: expect(received).toBe(expected) | ' +
        'Expected: "done" | Received: "failed"',
    ]);
  });

  it('names a jest file that could not run by its message', () => {
    const report = {
      testResults: [
        {
          name: '/repo/x.test.ts',
          status: 'failed',
          message: 'Cannot find module ./y',
          assertionResults: [],
        },
      ],
    };
    expect(jestFailures(report, '/repo')).toEqual(['x.test.ts: Cannot find module ./y']);
  });

  it('names a failed Playwright test in a nested suite by its last attempt, not a passed or flaky one', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', line: 3, title: 'passes', tests: [{ status: 'expected' }] }],
          suites: [
            {
              specs: [
                {
                  file: 'hr-staff.spec.ts',
                  line: 38,
                  title: 'hr edits',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        { status: 'failed', error: { message: 'first try' } },
                        {
                          status: 'timedOut',
                          errors: [
                            { message: 'Test timeout of 60000ms exceeded.' },
                            {
                              message: `${RED}Error: locator.click: Test timeout of 60000ms exceeded.${RESET}\nCall log:\n  - waiting for getByRole('option', { name: 'Billing' })\n\n> 74 |     await x.click();`,
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
                { file: 'c.spec.ts', line: 9, title: 'flaky', tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      'hr-staff.spec.ts:38 › hr edits: Test timeout of 60000ms exceeded. | Error: locator.click: Test timeout of 60000ms exceeded. | ' +
        "Call log: | - waiting for getByRole('option', { name: 'Billing' })",
    ]);
  });

  it('cuts a long message and reads a missing report as no failures', () => {
    const long = jestFailures(
      {
        testResults: [
          {
            name: '/r/t.ts',
            status: 'failed',
            assertionResults: [{ status: 'failed', fullName: 'n', failureMessages: ['x'.repeat(1000)] }],
          },
        ],
      },
      '/r',
    )[0];
    expect(long.length).toBeLessThan(320);
    expect(long.endsWith('…')).toBe(true);
    expect(jestFailures(null, '/r')).toEqual([]);
    expect(playwrightFailures(undefined)).toEqual([]);
  });
});
