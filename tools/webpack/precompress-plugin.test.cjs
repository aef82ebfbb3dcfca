const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

function build(dir) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { big: './big.js', small: './small.js' },
    output: { path: path.join(dir, 'dist') },
    optimization: { minimize: false },
    plugins: [new PrecompressPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve(),
    ),
  );
}

describe('PrecompressPlugin', () => {
  let dir;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.writeFileSync(path.join(dir, 'big.js'), `console.log(${JSON.stringify('quality '.repeat(400))});`);
    fs.writeFileSync(path.join(dir, 'small.js'), 'console.log(1);');
    await build(dir);
  }, 30000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the emitted file', () => {
    const original = fs.readFileSync(path.join(dir, 'dist/big.js'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'dist/big.js.br')))).toEqual(original);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'dist/big.js.gz')))).toEqual(original);
  });

  it('leaves files under 1 KiB alone, where compression gains nothing', () => {
    expect(fs.existsSync(path.join(dir, 'dist/small.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'dist/small.js.br'))).toBe(false);
  });
});
