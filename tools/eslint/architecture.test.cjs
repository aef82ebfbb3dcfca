const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { RuleTester } = require('eslint');
const { rules } = require('./architecture.cjs');

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

/** A throwaway tree of files, removed after the file's tests. */
function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-rule-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('module-cycles', () => {
  // booking → report → booking is the cycle; schedule → booking is one way.
  const dir = tree({
    'server/src/modules/booking/booking-save.ts': "import { sync } from '../report/report-sync';\n",
    'server/src/modules/report/report-sync.ts': "import { scope } from '../booking/booking-scope';\n",
    'server/src/modules/booking/booking-scope.ts': 'export const scope = 1;\n',
    'server/src/modules/schedule/schedule.ts': "import { scope } from '../booking/booking-scope';\n",
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const modules = path.join(dir, 'server/src/modules');

  tester.run('module-cycles', rules['module-cycles'], {
    valid: [
      // One way: schedule reads booking, and nothing of booking's reaches schedule.
      {
        filename: path.join(modules, 'schedule/schedule.ts'),
        code: "import { scope } from '../booking/booking-scope';",
      },
      // Inside one module, and packages.
      {
        filename: path.join(modules, 'booking/x.ts'),
        code: "import { scope } from './booking-scope';\nimport p from 'pg';",
      },
      // Tests may reach across (their fixtures build on other modules').
      {
        filename: path.join(modules, 'booking/booking.test.ts'),
        code: "import { sync } from '../report/report-sync';",
      },
    ],
    invalid: [
      {
        filename: path.join(modules, 'booking/booking-save.ts'),
        code: "import { sync } from '../report/report-sync';",
        errors: [
          { messageId: 'cycle', data: { module: 'booking', target: 'report', chain: 'report → booking' } },
        ],
      },
      {
        // From a subfolder, and a re-export counts as an import.
        filename: path.join(modules, 'booking/steps/cancel.ts'),
        code: "export { sync } from '../../report/report-sync';",
        errors: [{ messageId: 'cycle' }],
      },
      {
        // A new import that would close a circle through a third module.
        filename: path.join(modules, 'booking/booking-plan.ts'),
        code: "import { plan } from '../schedule/schedule';",
        errors: [
          {
            messageId: 'cycle',
            data: { module: 'booking', target: 'schedule', chain: 'schedule → booking' },
          },
        ],
      },
    ],
  });
});

describe('feature-imports', () => {
  const src = path.join(os.tmpdir(), 'remotes/inspection/src');
  tester.run('feature-imports', rules['feature-imports'], {
    valid: [
      {
        filename: path.join(src, 'report/screen/header.tsx'),
        code: "import { d } from '../summary/columns';",
      },
      {
        filename: path.join(src, 'report/screen/header.tsx'),
        code: "import { d } from '../../shared/booking-dates';",
      },
      { filename: path.join(src, 'report/x.test.tsx'), code: "import { en } from '../i18n/en';" },
      {
        filename: path.join(src, 'shared/dates.ts'),
        code: "import { f } from './format';\nimport u from '@portal/ui';",
      },
      // The remote's root and its catalogue compose the features.
      { filename: path.join(src, 'module.ts'), code: "import { routes } from './report/report-routes';" },
      { filename: path.join(src, 'i18n/en.ts'), code: "import { m } from '../report/messages';" },
    ],
    invalid: [
      {
        filename: path.join(src, 'report/screen/header.tsx'),
        code: "import { status } from '../../booking/booking-status';",
        errors: [{ messageId: 'feature', data: { feature: 'report', target: 'booking' } }],
      },
      {
        // Only tests read the whole catalogue.
        filename: path.join(src, 'report/screen/header.tsx'),
        code: "import { en } from '../../i18n/en';",
        errors: [{ messageId: 'feature' }],
      },
      {
        filename: path.join(src, 'shared/dates.ts'),
        code: "import { status } from '../booking/booking-status';",
        errors: [{ messageId: 'shared', data: { feature: 'shared', target: 'booking' } }],
      },
      {
        filename: path.join(src, 'schedule/page.tsx'),
        code: "const page = () => import('../report/report-page');",
        errors: [{ messageId: 'feature' }],
      },
    ],
  });
});
