const path = require('node:path');
const { sharedConfig, SINGLETONS, PORTAL_PACKAGES } = require('./shared.cjs');

const root = path.resolve(__dirname, '../..');
const apps = [
  'host',
  ...['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'].map((r) => `remotes/${r}`),
];

describe('sharedConfig', () => {
  it.each(apps)('%s shares every required library as a singleton with a version range', (app) => {
    const shared = sharedConfig(path.join(root, app), root);
    const required = [...SINGLETONS, 'react-dom/', 'react/', ...PORTAL_PACKAGES.map((p) => `@portal/${p}`)];
    for (const name of required) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d/) });
    }
  });

  it('gives the host and every remote the same shared keys and ranges', () => {
    const [host, ...remotes] = apps.map((app) => sharedConfig(path.join(root, app), root));
    for (const remote of remotes) expect(remote).toEqual(host);
  });
});
