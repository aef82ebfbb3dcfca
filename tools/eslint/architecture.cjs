// The project's own lint rules for the shape of the code (docs/architecture.md, "Imports"):
// - module-cycles: a server module never imports a module that already reaches it, so the modules
//   depend one way; a reaction that must run the other way goes through a transactionHook.
// - feature-imports: inside a remote, a feature imports only its own folder, src/shared/ and packages;
//   shared/ imports only shared/. The remote's root files and i18n/ compose the features.
const path = require('node:path');
const { importPath, moduleImports } = require('../shape/module-cycles.cjs');

const TEST_FILE = /\.test\.|test-support/;

/** Runs `check` on the source of every import and re-export of the file. */
function onImports(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** The module graph is read once per folder and lint run: every file of a run sees the same one. */
const graphs = new Map();
const graphOf = (modulesDir) => {
  if (!graphs.has(modulesDir)) graphs.set(modulesDir, moduleImports(modulesDir));
  return graphs.get(modulesDir);
};

const moduleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules depend one way: no module imports one that reaches it back.' },
    messages: {
      cycle:
        "Module '{{module}}' imports '{{target}}', which already reaches it ({{chain}}). Depend one way: move what both need to lib/ or kit/, or let '{{target}}' follow '{{module}}' through a transactionHook (server/src/lib/transaction-hook.ts).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const match = /^(.*[\\/]server[\\/]src[\\/]modules)[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match || TEST_FILE.test(path.basename(file))) return {};
    const [, modulesDir, module] = match;
    return onImports((node, source) => {
      if (!source.startsWith('.')) return;
      const relative = path.relative(modulesDir, path.resolve(path.dirname(file), source));
      const target = relative.split(path.sep)[0];
      if (relative.startsWith('..') || !relative.includes(path.sep) || target === module) return;
      const back = importPath(graphOf(modulesDir), target, module);
      if (back)
        context.report({ node, messageId: 'cycle', data: { module, target, chain: back.join(' → ') } });
    });
  },
};

const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: "A remote's features import only their own folder, src/shared/ and packages." },
    messages: {
      feature:
        "Feature '{{feature}}' imports from '{{target}}'. A feature imports only its own folder, src/shared/ and packages: move what both use to src/shared/, or compose them in the remote's root.",
      shared: "src/shared/ imports from '{{target}}'. Shared code imports only src/shared/ and packages.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const match = /^(.*[\\/]remotes[\\/][^\\/]+[\\/]src)[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match || match[2] === 'i18n') return {};
    const [, srcDir, feature] = match;
    // Tests render with the remote's whole catalogue.
    const allowed = new Set([feature, 'shared', ...(TEST_FILE.test(path.basename(file)) ? ['i18n'] : [])]);
    return onImports((node, source) => {
      if (!source.startsWith('.')) return;
      const relative = path.relative(srcDir, path.resolve(path.dirname(file), source));
      if (relative.startsWith('..')) return; // another remote: no-restricted-imports answers that
      const target = relative.includes(path.sep) ? relative.split(path.sep)[0] : relative;
      if (allowed.has(target)) return;
      context.report({
        node,
        messageId: feature === 'shared' ? 'shared' : 'feature',
        data: { feature, target },
      });
    });
  },
};

module.exports = { rules: { 'module-cycles': moduleCycles, 'feature-imports': featureImports } };
