const fs = require('node:fs');
const path = require('node:path');
const loader = require('./headlessui-shadow-root-loader.cjs');

const portalSource = () => {
  const ui = path.resolve(__dirname, '../../packages/ui');
  const entry = require.resolve('@headlessui/react', { paths: [ui] });
  const file = path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'dist/components/portal/portal.js',
  );
  return { file, source: fs.readFileSync(file, 'utf8') };
};

it('keeps a portal target that lives in a shadow root where it is, in the Headless UI the portal uses', () => {
  const { file, source } = portalSource();
  const patched = loader.call({ resourcePath: file }, source);
  expect(patched).toContain(loader.PATCHED);
  expect(patched).not.toContain(`(${loader.NEEDLE}||`);
  expect(patched.length - source.length).toBe(loader.PATCHED.length - loader.NEEDLE.length);
});

it('fails the build when Headless UI no longer has the line it changes', () => {
  expect(() => loader.call({ resourcePath: 'portal.js' }, 'export const Portal = 1;')).toThrow(
    /no longer contains/,
  );
});
