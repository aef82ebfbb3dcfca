const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('../tools/webpack/create-app-config.cjs');

module.exports = (_env, argv) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'host',
      kind: 'host',
      devPort: 3100,
      runtimePlugins: [path.join(__dirname, 'src/federation/fallback-plugin.ts')],
      // In development the remotes run on their own dev servers (ports 3101-3107).
      devMiddleware: (app) =>
        app.get('/remotes.json', (_req, res) =>
          res.type('json').send(fs.readFileSync(path.join(__dirname, 'remotes.dev.json'))),
        ),
    },
    argv,
  );
