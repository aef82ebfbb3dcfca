// Records, per emitted JS/CSS file, its size and which libraries it contains. The benchmark uses it to
// find library code that the browser downloads more than once (once per app instead of shared).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

function libraryOf(resource) {
  if (!resource) return null;
  const normalized = resource.split(path.sep).join('/');
  const nm = normalized.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = normalized.slice(nm + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const workspace = normalized.match(/\/packages\/([^/]+)\/src\//);
  return workspace ? `@portal/${workspace[1]}` : null;
}

function innerModules(module) {
  return module.modules ? module.modules.flatMap(innerModules) : [module];
}

class ChunkStatsPlugin {
  constructor({ app, outDir }) {
    this.app = app;
    this.outDir = outDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkStatsPlugin', (compilation) => {
      const files = {};
      for (const chunk of compilation.chunks) {
        const libraries = {};
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          for (const inner of innerModules(module)) {
            const library = libraryOf(inner.resource ?? inner.nameForCondition?.());
            if (library) libraries[library] = (libraries[library] ?? 0) + inner.size();
          }
        }
        for (const file of chunk.files) {
          if (!/\.(js|css)$/.test(file)) continue;
          // After emit webpack keeps only sizes in memory, so read what was written.
          const buffer = fs.readFileSync(path.join(compilation.outputOptions.path, file));
          files[file] = {
            bytes: buffer.length,
            gzip: zlib.gzipSync(buffer).length,
            libraries: file.endsWith('.js') ? libraries : {},
          };
        }
      }
      fs.mkdirSync(this.outDir, { recursive: true });
      fs.writeFileSync(
        path.join(this.outDir, `${this.app}.json`),
        JSON.stringify({ app: this.app, files }, null, 1),
      );
    });
  }
}

module.exports = { ChunkStatsPlugin, libraryOf };
