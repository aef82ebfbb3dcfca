// embed.js, the integrators' one-script loader (docs/embedding.md). Built once, then every remote build copies
// it beside its remoteEntry.js (EmbedLoaderPlugin in create-remote-config.cjs): the loader finds the remote
// from its own URL, so one build serves all remotes.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const load = (name) => require(require.resolve(name, { paths: [root] }));
const { singleRuntimeAlias } = require('../webpack/federation-runtime.cjs');

module.exports = (_env, argv = {}) => {
  const { ModuleFederationPlugin } = load('@module-federation/enhanced/webpack');
  const webpack = load('webpack');
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { embed: path.join(root, 'packages/shell-contract/src/embed/index.ts') },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist'),
      filename: '[name].js',
      publicPath: 'auto',
      uniqueName: 'portal_embed',
      clean: true,
    },
    // One copy of the federation runtime, as in the host (tools/webpack/federation-runtime.cjs).
    resolve: { extensions: ['.ts', '.js', '.mjs'], alias: singleRuntimeAlias() },
    module: {
      rules: [
        {
          test: /\.[jt]s$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader', { paths: [root] }),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
        {
          // The base styles go into each area's shadow root as text, never into the page.
          test: /\.css$/,
          use: [
            {
              loader: require.resolve('css-loader', { paths: [root] }),
              options: { exportType: 'string', import: true },
            },
            {
              loader: require.resolve('postcss-loader', { paths: [root] }),
              options: {
                postcssOptions: {
                  plugins: [
                    load('@tailwindcss/postcss')({ base: path.join(root, 'packages/shell-contract') }),
                  ],
                },
              },
            },
          ],
        },
      ],
    },
    plugins: [
      // A mini-host: it brings the federation runtime the remotes are built without (externalRuntime) and
      // shares nothing of its own, so each remote runs on its own fallbacks of React and the portal packages.
      new ModuleFederationPlugin({
        name: 'portal_embed',
        remotes: {},
        shared: {},
        dts: false,
        manifest: false,
        experiments: { provideExternalRuntime: true },
      }),
      // One file: the page loads nothing of the loader's own after the script tag.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    cache: { type: 'filesystem', cacheDirectory: path.join(__dirname, 'node_modules/.cache/webpack') },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
