const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '../..');

/**
 * Lints source texts as if they were the given files, through the project's real ESLint configuration,
 * in one child process (the flat config is an ES module, which jest's CommonJS runtime cannot load).
 */
function lint(files) {
  const script = `
    import { ESLint } from 'eslint';
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const out = [];
    for (const [filePath, code] of Object.entries(files)) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push([filePath, result.messages.map((message) => message.ruleId)]);
    }
    console.log(JSON.stringify(Object.fromEntries(out)));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe("the project's architecture rules, as configured", () => {
  it('refuse a module cycle in the server and a cross-feature import in a remote, and let one-way imports be', () => {
    expect(
      lint({
        // booking is followed by report (report imports booking): booking importing report closes a circle.
        'server/src/modules/booking/x.ts':
          "import { reportDetail } from '../report/report-detail';\nexport { reportDetail };\n",
        'server/src/modules/report/x.ts':
          "import { bookingChanged } from '../booking/booking-hooks';\nexport { bookingChanged };\n",
        'remotes/inspection/src/report/x.ts':
          "import { a } from '../booking/booking-routes';\nexport { a };\n",
        'remotes/inspection/src/report/y.ts':
          "import { a } from '../shared/dates/booking-dates';\nexport { a };\n",
      }),
    ).toEqual({
      'server/src/modules/booking/x.ts': ['portal/module-cycles'],
      'server/src/modules/report/x.ts': [],
      'remotes/inspection/src/report/x.ts': ['portal/feature-imports'],
      'remotes/inspection/src/report/y.ts': [],
    });
  });
});
