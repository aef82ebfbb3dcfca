const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '../..');
// eslint's package exports hide bin/, so go through the workspace's own launcher.
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

/** Lints source text as if it were the given file, through the project's real ESLint configuration. */
function restrictedImports(file, code) {
  // The CLI, not the API: the flat config is an ES module, which jest's CommonJS runtime cannot load.
  const result = spawnSync(
    process.execPath,
    [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', file],
    {
      cwd: root,
      input: code,
      encoding: 'utf8',
    },
  );
  const [report] = JSON.parse(result.stdout);
  return report.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('the no-cross-remote-imports lint rule', () => {
  it('refuses a remote importing another remote', () => {
    expect(
      restrictedImports(
        'remotes/audit/src/x.ts',
        "import { en } from '../../finance/src/i18n/en';\nexport { en };\n",
      ),
    ).toHaveLength(1);
    expect(
      restrictedImports('remotes/audit/src/x.ts', "import m from '@portal/remote-finance';\nexport { m };\n"),
    ).toHaveLength(1);
  });

  it('lets a remote import its own files and the shared packages', () => {
    const code =
      "import { en } from './i18n/en';\nimport { useAuthStore } from '@portal/shell-contract';\nexport { en, useAuthStore };\n";
    expect(restrictedImports('remotes/audit/src/x.ts', code)).toHaveLength(0);
  });
});
