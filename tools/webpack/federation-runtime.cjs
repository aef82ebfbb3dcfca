// Builds federation-runtime.js, the federation runtime alone, beside a remote's own build. Remotes are built
// with `experiments.externalRuntime` (create-app-config.cjs): remoteEntry.js and main.js take the runtime
// from the page's global _FEDERATION_RUNTIME_CORE. In the portal the host sets that global, in an
// integrator's page embed.js does; a remote's standalone page (remote-index.html) loads this file first.
const fs = require('node:fs');
const path = require('node:path');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

const root = path.resolve(__dirname, '../..');
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/** The same runtime-core the bundler runtime is built against: the one @module-federation/enhanced uses. */
function enhancedModules() {
  const entry = fs.realpathSync(require.resolve('@module-federation/enhanced/webpack', { paths: [root] }));
  const marker = `${path.sep}@module-federation${path.sep}enhanced${path.sep}`;
  return entry.slice(0, entry.lastIndexOf(marker));
}

/**
 * @param {import('webpack').Configuration} appConfig the remote's configuration (output path, mode, cache)
 * @returns {import('webpack').Configuration}
 */
function createFederationRuntimeConfig(appConfig) {
  const production = appConfig.mode === 'production';
  return {
    name: 'federation-runtime',
    mode: appConfig.mode,
    context: __dirname,
    entry: { 'federation-runtime': path.join(__dirname, 'federation-runtime-entry.js') },
    devtool: production ? 'source-map' : false,
    output: { path: appConfig.output.path, filename: '[name].js', clean: false },
    resolve: { modules: [enhancedModules(), 'node_modules'] },
    plugins: production ? [new PrecompressPlugin()] : [],
    cache: { ...appConfig.cache, name: `federation-runtime-${appConfig.mode}` },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * An app that exposes modules (a remote) takes the runtime from the page; one that exposes none (the host, a
 * pure consumer) provides it to the page (@module-federation/enhanced refuses a provider that exposes).
 * @param {Record<string, string> | undefined} exposes
 */
function federationExperiments(exposes) {
  return Object.keys(exposes ?? {}).length > 0 ? { externalRuntime: true } : { provideExternalRuntime: true };
}

/**
 * Builds the runtime first, then the remote, whose output.clean keeps the runtime's files.
 * @param {import('webpack').Configuration} appConfig
 */
function withFederationRuntime(appConfig) {
  const runtime = createFederationRuntimeConfig(appConfig);
  appConfig.dependencies = [...(appConfig.dependencies ?? []), runtime.name];
  appConfig.output.clean = { keep: (file) => file.startsWith(FEDERATION_RUNTIME_FILE) };
  return [runtime, appConfig];
}

/**
 * The page's one copy of the runtime. The host's bundler runtime imports it as ES modules, while the plugin
 * that hands it to the remotes (provideExternalRuntime) require()s it: left alone, webpack bundles the ESM
 * and the CommonJS builds of runtime-core, sdk and error-codes side by side (main.js twice the size, and the
 * remotes handed a second copy). Resolving that require to the ESM build keeps one.
 */
function singleRuntimeAlias() {
  const toolsManifest = path.join(enhancedModules(), '@module-federation/runtime-tools/package.json');
  const { exports } = JSON.parse(fs.readFileSync(toolsManifest, 'utf8'));
  return {
    '@module-federation/runtime-tools/runtime-core$': path.join(
      path.dirname(toolsManifest),
      exports['./runtime-core'].import.default,
    ),
  };
}

module.exports = {
  FEDERATION_RUNTIME_FILE,
  singleRuntimeAlias,
  createFederationRuntimeConfig,
  federationExperiments,
  withFederationRuntime,
};
