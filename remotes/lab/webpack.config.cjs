const { createRemoteConfig } = require('../../tools/webpack/create-remote-config.cjs');

module.exports = (_env, argv) => createRemoteConfig(__dirname, 'lab', 3107, argv);
