// The monolith build, made only by the benchmark (scripts/bench-federation.mjs): the host and every remote
// in ONE webpack build from the same sources, without Module Federation, to measure what federation costs
// (docs/performance.md "The cost of federation"). It reuses the host's configuration and changes only what
// federation is: no ModuleFederationPlugin, and the federation runtime the host's loader calls resolves to
// static dynamic imports of each remote's src/module.ts (tools/monolith/federation-runtime.ts).
const path = require('node:path');
const { createAppConfig } = require('../webpack/create-app-config.cjs');

const root = path.resolve(__dirname, '../..');
const MONOLITH_DIST = path.join(root, 'build-bench/monolith');
// Plugins that exist only because the build is federated, or that describe the deployed dist/.
const FEDERATION_ONLY = new Set(['ModuleFederationPlugin', 'ChunkStatsPlugin']);

function createMonolithConfig() {
  const hostDir = path.join(root, 'host');
  const config = createAppConfig(
    { dir: hostDir, name: 'host', kind: 'host', devPort: 3100 },
    { mode: 'production' },
  );
  return {
    ...config,
    output: { ...config.output, path: MONOLITH_DIST, uniqueName: 'portal_monolith' },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve?.alias,
        '@module-federation/enhanced/runtime$': path.join(root, 'tools/monolith/federation-runtime.ts'),
      },
    },
    plugins: config.plugins.filter((plugin) => !FEDERATION_ONLY.has(plugin.constructor.name)),
    cache: { type: 'filesystem', cacheDirectory: path.join(root, 'build-bench/.cache/monolith') },
  };
}

module.exports = { createMonolithConfig, MONOLITH_DIST };
