const { createRemoteConfig } = require('../../tools/webpack/create-remote-config.cjs');

module.exports = (_env, argv) => createRemoteConfig(__dirname, 'hr', 3104, argv);
