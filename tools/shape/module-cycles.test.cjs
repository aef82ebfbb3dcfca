const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { cycles, moduleImports } = require('./module-cycles.cjs');

const root = path.resolve(__dirname, '../..');

describe('server module cycles', () => {
  it('are none: the modules depend one way (the module-cycles lint rule keeps it so)', () => {
    expect(cycles(moduleImports(path.join(root, 'server/src/modules')))).toEqual([]);
  });

  it('finds a two-way pair and a longer circle, from any depth, and not a one-way import', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
    const write = (file, text) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('a/a.ts', "import { b } from '../b/b';\n");
    write('b/sub/b.ts', "import { a } from '../../a/a';\nimport { x } from '../x';\n");
    write('c/c.ts', "import { d } from '../d/d';\n");
    write('d/d.ts', "import { e } from '../e/e';\n");
    write('e/e.ts', "import { c } from '../c/c';\n");
    write('f/f.ts', "import { a } from '../a/a';\n");
    write('f/f.test.ts', "import { f } from '../f/f';\nimport { g } from '../g/g';\n");
    write('g/g.ts', "import { f } from '../f/f';\n");
    try {
      expect(cycles(moduleImports(dir))).toEqual([
        ['a', 'b'],
        ['c', 'd', 'e'],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
