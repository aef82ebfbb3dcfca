// The libraries every federated app shares as singletons (ARCHITECTURE section 2). One list for all apps,
// so the host and the remotes can never disagree on what is shared.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-intl', 'zustand', 'formik', 'yup'];
// Subpath keys share react/jsx-runtime and react-dom/client instead of bundling a copy per app.
const SUBPATH_KEYS = { 'react/': 'react', 'react-dom/': 'react-dom' };
const PORTAL_PACKAGES = ['shell-contract', 'screen-kit', 'api-client', 'domain', 'ui'];

function workspaceVersion(root, name) {
  const manifest = path.join(root, 'packages', name, 'package.json');
  return `^${JSON.parse(fs.readFileSync(manifest, 'utf8')).version}`;
}

/** Builds the `shared` option from the app's own package.json ranges. */
function sharedConfig(appDir, root = path.resolve(__dirname, '../..')) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const shared = {};
  for (const name of SINGLETONS) {
    if (!dependencies[name]) throw new Error(`${appDir}: ${name} must be a dependency to be shared`);
    shared[name] = { singleton: true, requiredVersion: dependencies[name] };
  }
  for (const [key, owner] of Object.entries(SUBPATH_KEYS)) {
    shared[key] = { singleton: true, requiredVersion: dependencies[owner] };
  }
  for (const name of PORTAL_PACKAGES) {
    shared[`@portal/${name}`] = { singleton: true, requiredVersion: workspaceVersion(root, name) };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, PORTAL_PACKAGES };
