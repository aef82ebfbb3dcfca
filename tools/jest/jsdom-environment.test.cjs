// In a process of its own: jsdom fixes its list of globals when it first loads, so the worker running this
// file (which may have loaded jsdom already) cannot show what a fresh worker does.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

/** Makes a jsdom window in a fresh Node process whose global has gained `Iterator` as pdf.js's polyfill does. */
function makeWindowAfterPolyfill(environmentModule) {
  const script = `
    globalThis.Iterator ??= function Iterator() {};
    const Environment = require(${JSON.stringify(environmentModule)});
    const Env = Environment.default ?? Environment;
    const env = new Env(
      { projectConfig: { testEnvironmentOptions: {}, globals: {} }, globalConfig: {} },
      { console, docblockPragmas: {}, testPath: __filename },
    );
    const windowDocument = typeof env.global.document;
    console.log(JSON.stringify({ processKeepsIterator: typeof globalThis.Iterator, windowDocument }));
  `;
  return spawnSync(process.execPath, ['-e', script], { cwd: __dirname, encoding: 'utf8' });
}

test('jest’s own jsdom environment fails after the polyfill (what this environment is for)', () => {
  const result = makeWindowAfterPolyfill('jest-environment-jsdom');
  // On a Node with a native Iterator there is no polyfill to be hurt by.
  if (typeof Iterator === 'function') return;
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('Iterator is not defined');
});

test('the portal’s jsdom environment makes its window and leaves the polyfill to the process', () => {
  const result = makeWindowAfterPolyfill(path.join(__dirname, 'jsdom-environment.cjs'));
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(JSON.parse(result.stdout)).toEqual({ processKeepsIterator: 'function', windowDocument: 'object' });
});
