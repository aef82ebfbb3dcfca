// Adds <link rel="preload"> for the files the host's page loads before its first screen: the chunks of the
// entry's dynamic import (the async boundary) and, through every shared library those chunks consume, the
// chunks of the host's own copy of that library. Without it the browser learns of them only once main.js
// (which carries the federation runtime) has been parsed and run; with it they download beside main.js.
// No preload plugin of the field follows Module Federation's consume fallbacks (docs/decisions.md).
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** The chunk groups a group's chunks need before they run: the fallbacks of the shared modules they consume. */
function consumeFallbackGroups(compilation, group) {
  const { chunkGraph } = compilation;
  const groups = [];
  for (const chunk of group.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        const fallback = chunkGraph.getBlockChunkGroup(block);
        if (fallback) groups.push(fallback);
      }
    }
  }
  return groups;
}

/** Every file, in load order, of the entry's async children and of the shared fallbacks they pull in. */
function startFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const seen = new Set();
  const files = [];
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (entrypoint.chunks.includes(chunk)) continue;
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
    }
    for (const fallback of consumeFallbackGroups(compilation, group)) visit(fallback);
  };
  // The entry's provide modules hang every shared library off it too: only its dynamic imports run at start.
  const imported = (group) => group.origins.some(({ module }) => module && module.type !== 'provide-module');
  for (const child of entrypoint.getChildren()) if (imported(child)) visit(child);
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
