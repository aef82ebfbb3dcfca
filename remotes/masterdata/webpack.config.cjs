const { createRemoteConfig } = require('../../tools/webpack/create-remote-config.cjs');

module.exports = (_env, argv) => createRemoteConfig(__dirname, 'masterdata', 3105, argv);
