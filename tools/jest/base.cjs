// Shared jest settings: swc transpiles TypeScript (tsc type-checks separately).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const packages = path.join(root, 'packages');

// What webpack's DefinePlugin compiles into each app (tools/webpack/build-info.cjs), for code such as module.ts.
const PORTAL_BUILD = {
  app: 'test',
  version: '0.0.0-test',
  buildId: 'test-build',
  contract: require(path.join(root, 'packages/shell-contract/package.json')).version,
};

// ESM-only packages jest must transpile (pnpm keeps them under node_modules/.pnpm/<name>@<version>/).
const esmPackages = ['ky', '@formatjs', 'react-intl', 'intl-messageformat', 'tslib'];
const esmPattern = esmPackages.map((name) => name.replace('/', '\\+')).join('|');

function swcTransform() {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

function project({ displayName, rootDir, testEnvironment = 'node', setupFiles = [], extra = {} }) {
  return {
    displayName,
    rootDir,
    // The shared packages are in every project's module map: jest's `--changedSince` and
    // `--findRelatedTests` pass over a changed file outside the map, so a change in packages/domain would
    // select none of the remotes' or the server's tests that import it. testMatch keeps each project's
    // tests to its own folder.
    roots: rootDir.startsWith(`${packages}${path.sep}`) ? [packages] : [rootDir, packages],
    testEnvironment,
    transform: { '^.+\\.(t|j)sx?$': swcTransform(), '^.+\\.mjs$': swcTransform() },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPattern}))`],
    moduleNameMapper: { '\\.(css)$': path.join(root, 'tools/jest/style-stub.cjs') },
    setupFiles: [path.join(root, 'tools/jest/polyfills.cjs'), ...setupFiles],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    globals: { __PORTAL_BUILD__: PORTAL_BUILD },
    ...extra,
  };
}

module.exports = { project, root };
