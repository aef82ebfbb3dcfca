// Adds <link rel="preload"> for the files the host's page loads before its first screen: the chunks of the
// entry's dynamic import (the async boundary) and, through every shared library those chunks consume, the
// chunks of the host's own copy of that library (the one the share scope hands out). Without it the browser
// learns of them only once main.js (which carries the federation runtime) has been parsed and run; with it
// they download beside main.js. No preload plugin of the field follows Module Federation's sharing
// (docs/decisions.md).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/**
 * The entry's async children: its dynamic imports (the async boundary), and, per share key, the group of the
 * host's own copy of a shared library (its provide module's), which is what the share scope hands out.
 */
function entryChildren(entrypoint) {
  const imports = [];
  const provided = new Map();
  for (const child of entrypoint.getChildren()) {
    for (const { module } of child.origins) {
      if (!module) continue;
      if (module.type === 'provide-module') provided.set(module._name, child);
      else if (!imports.includes(child)) imports.push(child);
    }
  }
  return { imports, provided };
}

/**
 * The chunk groups a group's chunks need before they run: for every shared library they consume, the host's
 * provided copy (its consume fallback only when the host provides none).
 */
function consumedGroups(compilation, group, provided) {
  const { chunkGraph } = compilation;
  const groups = [];
  for (const chunk of group.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const own = provided.get(module.options.shareKey);
      if (own) groups.push(own);
      else
        for (const block of module.blocks) {
          const fallback = chunkGraph.getBlockChunkGroup(block);
          if (fallback) groups.push(fallback);
        }
    }
  }
  return groups;
}

/** Every file, in load order, of the entry's dynamic imports and of the shared libraries they pull in. */
function startFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const { imports, provided } = entryChildren(entrypoint);
  const seen = new Set();
  const files = [];
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (entrypoint.chunks.includes(chunk)) continue;
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
    }
    for (const next of consumedGroups(compilation, group, provided)) visit(next);
  };
  for (const group of imports) visit(group);
  return files;
}

class StartChunksPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    // The same html-webpack-plugin the configuration uses: its hooks are per module instance.
    const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [root] }));
    compiler.hooks.compilation.tap('StartChunksPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartChunksPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? compilation.outputOptions.publicPath ?? '/';
        const links = startFiles(compilation, this.entry).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'StartChunksPreloadPlugin' },
          attributes: {
            rel: 'preload',
            href: `${publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
          },
        }));
        // A deferred script is fetched at low priority, behind the preloads it is the reason for.
        for (const tag of data.headTags)
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartChunksPreloadPlugin, startFiles };
