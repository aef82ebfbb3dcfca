const { createRemoteConfig } = require('../../tools/webpack/create-remote-config.cjs');

module.exports = (_env, argv) => createRemoteConfig(__dirname, 'finance', 3103, argv);
