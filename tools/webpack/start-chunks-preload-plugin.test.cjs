const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartChunksPreloadPlugin } = require('./start-chunks-preload-plugin.cjs');

function writeFiles(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** A host as the portal builds it: an async boundary, one library shared at start, one only in a lazy screen. */
function build(dir) {
  writeFiles(dir, {
    'package.json': JSON.stringify({
      name: 'host',
      dependencies: { 'start-lib': '1.0.0', 'lazy-lib': '1.0.0' },
    }),
    'node_modules/start-lib/package.json': JSON.stringify({
      name: 'start-lib',
      version: '1.0.0',
      main: 'index.js',
    }),
    'node_modules/start-lib/index.js': 'export const startLib = "start";',
    'node_modules/lazy-lib/package.json': JSON.stringify({
      name: 'lazy-lib',
      version: '1.0.0',
      main: 'index.js',
    }),
    'node_modules/lazy-lib/index.js': 'export const lazyLib = "lazy";',
    'src/index.js': "import('./bootstrap');",
    'src/bootstrap.js': "import { startLib } from 'start-lib';\nconsole.log(startLib);\nimport('./screen');",
    'src/screen.js': "import { lazyLib } from 'lazy-lib';\nconsole.log(lazyLib);",
  });
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    optimization: { minimize: false, chunkIds: 'named' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        shared: { 'start-lib': { singleton: true }, 'lazy-lib': { singleton: true } },
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ chunks: ['main'] }),
      new StartChunksPreloadPlugin(),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() => (error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve())),
    ),
  );
}

describe('StartChunksPreloadPlugin', () => {
  let dir;
  let html;
  const preloaded = () =>
    [...html.matchAll(/<link rel="?preload"? href="?([^ ">]+)"?[^>]*>/g)].map((m) => m[1]);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-preload-'));
    await build(dir);
    html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  }, 60000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('preloads the async boundary and the host copy of each library it consumes at start', () => {
    const files = preloaded();
    expect(files.some((file) => /bootstrap/.test(file))).toBe(true);
    expect(files.some((file) => /start-lib/.test(file))).toBe(true);
    for (const file of files) expect(fs.existsSync(path.join(dir, 'dist', file))).toBe(true);
  });

  it('leaves lazy screens and the libraries only they consume to load when reached', () => {
    const files = preloaded();
    expect(files.some((file) => /screen/.test(file))).toBe(false);
    expect(files.some((file) => /lazy-lib/.test(file))).toBe(false);
    expect(files).not.toContain('/main.js');
  });

  it('asks for the entry script at high priority, ahead of the preloads it needs', () => {
    expect(html).toMatch(/<script[^>]+src="?\/main\.js"?[^>]*fetchpriority="?high/);
  });
});
