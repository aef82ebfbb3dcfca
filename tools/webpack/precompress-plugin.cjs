// Writes `name.br` and `name.gz` beside every JS, CSS and HTML file, so the servers (@fastify/static with
// preCompressed, nginx gzip_static/brotli_static) send ready-made bytes instead of compressing on every
// request. JSON is left out on purpose: remotes.json is edited in place by operators.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html)$/;
const MIN_BYTES = 1024;

function brotli(buffer) {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli(buffer)));
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
