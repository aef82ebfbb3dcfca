// A remote exposes its routes and messages (`./module`) and a framework-free mount (`./mount`).
const path = require('node:path');
const fs = require('node:fs');
const { createAppConfig } = require('./create-app-config.cjs');
const { withFederationRuntime } = require('./federation-runtime.cjs');

const root = path.resolve(__dirname, '../..');
const EMBED_LOADER = path.resolve(__dirname, '../embed/dist/embed.js');
const FORCE_PORTAL_ROOT = path.join(root, 'packages/ui/src/portal-force-root.ts');

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
  // Headless UI's Dialog puts itself in the page's body whatever the Portal.Group says: embedded, that is
  // outside the area's shadow root. Its module choosing that is replaced (packages/ui/src/portal-force-root.ts),
  // before resolution so the replacement goes through the TypeScript loader.
  const { NormalModuleReplacementPlugin } = require(require.resolve('webpack', { paths: [root] }));
  config.plugins.push(
    new NormalModuleReplacementPlugin(/[\\/]internal[\\/]portal-force-root\.js$/, (resource) => {
      if (/@headlessui[\\/]react[\\/]/.test(resource.context ?? '')) resource.request = FORCE_PORTAL_ROOT;
    }),
  );
  // The same Portal then moves a target that is not in document.body into it: a shadow root's stays put.
  config.module.rules.push({
    test: /@headlessui[\\/]react[\\/]dist[\\/]components[\\/]portal[\\/]portal\.js$/,
    use: [path.join(__dirname, 'headlessui-shadow-root-loader.cjs')],
  });
  // The standalone page brings the federation runtime the remote is built without (federation-runtime.cjs).
  return withFederationRuntime(config);
}

module.exports = { createRemoteConfig };
