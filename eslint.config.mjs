import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './tools/eslint/architecture.cjs';

const REMOTES = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'];

/** No remote imports another remote: cross-area links go by route, through shell-contract. */
const noCrossRemoteImports = REMOTES.map((remote) => ({
  files: [`remotes/${remote}/**/*.{ts,tsx,js,cjs,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@portal/remote-*',
              '**/remotes/**',
              ...REMOTES.filter((other) => other !== remote).flatMap((other) => [
                `../${other}/**`,
                `../../${other}/**`,
                `../../../${other}/**`,
              ]),
            ],
            message:
              'A remote never imports another remote; link to its route through shell-contract instead.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'server/drizzle/**',
      'build-stats/**',
      'build-bench/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...noCrossRemoteImports,
  {
    // Server modules depend one way (tools/eslint/architecture.cjs).
    files: ['server/src/modules/**/*.ts'],
    plugins: { portal: architecture },
    rules: { 'portal/module-cycles': 'error' },
  },
  {
    // Inside a remote, features import only their own folder, src/shared/ and packages.
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    plugins: { portal: architecture },
    rules: { 'portal/feature-imports': 'error' },
  },
);
