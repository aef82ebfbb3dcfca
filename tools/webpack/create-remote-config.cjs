// A remote exposes its routes and messages (`./module`) and a framework-free mount (`./mount`).
const path = require('node:path');
const fs = require('node:fs');
const { createAppConfig } = require('./create-app-config.cjs');
const { withFederationRuntime } = require('./federation-runtime.cjs');

const EMBED_LOADER = path.resolve(__dirname, '../embed/dist/embed.js');

/**
 * Puts the integrators' loader (tools/embed, built once before the remotes by scripts/lib/build-apps.mjs)
 * beside remoteEntry.js as embed.js; it is compressed with the other files. A development server without
 * that build simply has no embed.js.
 */
class EmbedLoaderPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmbedLoaderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmbedLoaderPlugin', stage: 0 }, () => {
        if (!fs.existsSync(EMBED_LOADER)) {
          if (compiler.options.mode === 'production')
            compilation.errors.push(new Error(`${EMBED_LOADER} is missing: build tools/embed first`));
          return;
        }
        compilation.fileDependencies.add(EMBED_LOADER);
        compilation.emitAsset('embed.js', new RawSource(fs.readFileSync(EMBED_LOADER)));
      });
    });
  }
}

function createRemoteConfig(dir, name, devPort, argv) {
  const config = createAppConfig(
    {
      dir,
      name,
      kind: 'remote',
      devPort,
      exposes: { './module': './src/module.ts', './mount': './src/mount.ts' },
      // Every remote's standalone page is the same empty page; no copy per remote.
      template: path.join(__dirname, 'remote-index.html'),
    },
    argv,
  );
  config.plugins.push(new EmbedLoaderPlugin());
  // The standalone page brings the federation runtime the remote is built without (federation-runtime.cjs).
  return withFederationRuntime(config);
}

module.exports = { createRemoteConfig };
