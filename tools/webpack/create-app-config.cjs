// One webpack configuration for the host and every remote; an app's webpack.config.cjs only names itself.
const fs = require('node:fs');
const path = require('node:path');
const { buildInfo, withBuildInfo } = require('./build-info.cjs');
const { sharedConfig } = require('./shared.cjs');
const { ChunkStatsPlugin } = require('./chunk-stats-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { federationExperiments, singleRuntimeAlias } = require('./federation-runtime.cjs');
const { StartChunksPreloadPlugin } = require('./start-chunks-preload-plugin.cjs');

const root = path.resolve(__dirname, '../..');

/**
 * Copies public/ (remotes.json, icons) into the build, except the HTML template; with a prefix, copies a
 * folder's files under that path of the build.
 */
class PublicFilesPlugin {
  constructor(dir, prefix = '') {
    this.dir = dir;
    this.prefix = prefix;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: 0 }, () => {
        compilation.contextDependencies.add(this.dir);
        for (const file of fs.readdirSync(this.dir)) {
          if (file === 'index.html') continue;
          compilation.fileDependencies.add(path.join(this.dir, file));
          compilation.emitAsset(
            this.prefix + file,
            new RawSource(fs.readFileSync(path.join(this.dir, file))),
          );
        }
      });
    });
  }
}

/** pnpm does not hoist, so plugins resolve from the root toolchain explicitly. */
function load(name) {
  return require(require.resolve(name, { paths: [root] }));
}

/** JavaScript minified by swc (already the build's TypeScript compiler), in the plugin's worker pool. */
function swcMinimizer() {
  const MinimizerPlugin = load('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } },
  });
}

/**
 * @param {object} app
 * @param {string} app.dir the app's folder
 * @param {string} app.name the federation name (host, inspection, ...)
 * @param {'host'|'remote'} app.kind
 * @param {number} app.devPort port of `webpack serve`
 * @param {Record<string,string>} [app.exposes]
 * @param {string[]} [app.runtimePlugins]
 * @param {string} [app.template] the HTML page (default public/index.html)
 * @param {(app: import('express').Application) => void} [app.devMiddleware]
 */
function createAppConfig(app, argv = {}) {
  const { ModuleFederationPlugin } = load('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = load('html-webpack-plugin');
  const MiniCssExtractPlugin = load('mini-css-extract-plugin');
  const { DefinePlugin } = load('webpack');
  const production = argv.mode !== 'development';
  const isHost = app.kind === 'host';
  const build = buildInfo(app.name, app.dir, root);
  const outputPath = process.env.PORTAL_OUTPUT_PATH ? path.resolve(process.env.PORTAL_OUTPUT_PATH) : null;

  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // PORTAL_OUTPUT_PATH builds into another folder (a release candidate beside the deployed build).
      path: outputPath ?? path.join(app.dir, 'dist'),
      // The host serves deep links, so its chunks load from the root; remotes load from wherever they are.
      publicPath: isHost ? '/' : 'auto',
      // No [contenthash] in the entry name of a federated app (ARCHITECTURE section 3).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `portal_${app.name}`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: singleRuntimeAlias() },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader', { paths: [root] }),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            require.resolve('css-loader', { paths: [root] }),
            {
              loader: require.resolve('postcss-loader', { paths: [root] }),
              options: { postcssOptions: { plugins: [load('@tailwindcss/postcss')({ base: app.dir })] } },
            },
          ],
        },
        { test: /\.(svg|png|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared: sharedConfig(app.dir, root),
        shareStrategy: 'loaded-first',
        runtimePlugins: app.runtimePlugins ?? [],
        // One federation runtime per page: the host provides it, the remotes take it (federation-runtime.cjs).
        experiments: federationExperiments(app.exposes),
        // mf-manifest.json names the build it describes (docs/deploy.md).
        manifest: { additionalData: ({ stats }) => withBuildInfo(stats, build) },
        dts: false,
      }),
      new MiniCssExtractPlugin({
        // On an integrator's page the embed loader takes the remote's stylesheets into the areas' shadow
        // roots (packages/shell-contract/src/embed/style-registry.ts); everywhere else they go to <head>.
        insert: function insertStylesheet(linkTag) {
          if (window.__portalEmbedStyles) window.__portalEmbedStyles(linkTag);
          else document.head.appendChild(linkTag);
        },
        filename: '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: app.template ?? path.join(app.dir, 'public/index.html'),
        chunks: ['main'],
      }),
      new DefinePlugin({ __PORTAL_APP__: JSON.stringify(app.name), __PORTAL_BUILD__: JSON.stringify(build) }),
      ...(isHost ? [new PublicFilesPlugin(path.join(app.dir, 'public'))] : []),
      ...(isHost && production ? [new StartChunksPreloadPlugin()] : []),
      // Form rule files, fetched at assets/validator/{file} relative to the page: every app ships them so a
      // remote running standalone (its own page) finds them too; the server reads the same folder.
      new PublicFilesPlugin(path.join(root, 'packages/domain/validator'), 'assets/validator/'),
      ...(production
        ? [
            new PrecompressPlugin(),
            // The chunk statistics describe the deployed dist/, not a build made elsewhere.
            ...(outputPath
              ? []
              : [new ChunkStatsPlugin({ app: app.name, outDir: path.join(root, 'build-stats') })]),
          ]
        : []),
    ],
    cache: { type: 'filesystem', cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack') },
    // swc's minifier instead of webpack's default terser (two compress passes): the same job in a fraction
    // of the time, for every production build (docs/decisions.md, "Minifying with swc").
    optimization: production ? { minimizer: [swcMinimizer()] } : {},
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: app.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      // The API runs on its own port in development; same-origin calls need no CORS.
      proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
      static: isHost ? { directory: path.join(app.dir, 'public') } : false,
      setupMiddlewares: (middlewares, devServer) => {
        if (app.devMiddleware) app.devMiddleware(devServer.app);
        return middlewares;
      },
    },
  };
}

module.exports = { createAppConfig };
