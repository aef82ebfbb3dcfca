const { libraryOf } = require('./chunk-stats-plugin.cjs');

describe('libraryOf', () => {
  it('names the package of a pnpm store path, scoped or not', () => {
    expect(libraryOf('/r/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/x.js')).toBe(
      'react-dom',
    );
    expect(
      libraryOf('/r/node_modules/.pnpm/@headlessui+react@2/node_modules/@headlessui/react/dist/a.js'),
    ).toBe('@headlessui/react');
  });
  it('names workspace packages and ignores app code', () => {
    expect(libraryOf('/r/packages/ui/src/button.tsx')).toBe('@portal/ui');
    expect(libraryOf('/r/host/src/app.tsx')).toBeNull();
  });
});
