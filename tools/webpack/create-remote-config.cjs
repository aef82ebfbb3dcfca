// A remote exposes its routes and messages (`./module`) and a framework-free mount (`./mount`).
const path = require('node:path');
const { createAppConfig } = require('./create-app-config.cjs');

function createRemoteConfig(dir, name, devPort, argv) {
  return createAppConfig(
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
}

module.exports = { createRemoteConfig };
