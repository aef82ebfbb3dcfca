const path = require('node:path');
const fs = require('node:fs');
const {
  FEDERATION_RUNTIME_FILE,
  federationExperiments,
  withFederationRuntime,
} = require('./federation-runtime.cjs');

const remoteConfig = () => ({
  mode: 'production',
  output: { path: '/srv/remotes/hr/dist', clean: true },
  cache: { type: 'filesystem', cacheDirectory: '/tmp/cache' },
  plugins: [],
});

describe('one federation runtime per page', () => {
  it('lets an app that exposes modules take the runtime and one that exposes none provide it', () => {
    expect(federationExperiments({ './module': './src/module.ts' })).toEqual({ externalRuntime: true });
    expect(federationExperiments({})).toEqual({ provideExternalRuntime: true });
    expect(federationExperiments(undefined)).toEqual({ provideExternalRuntime: true });
  });

  it('builds federation-runtime.js first, into the remote folder, and the remote clean keeps it', () => {
    const [runtime, remote] = withFederationRuntime(remoteConfig());
    expect(remote.dependencies).toEqual([runtime.name]);
    expect(runtime.output).toMatchObject({
      path: '/srv/remotes/hr/dist',
      filename: '[name].js',
      clean: false,
    });
    expect(Object.keys(runtime.entry)).toEqual([FEDERATION_RUNTIME_FILE.replace(/\.js$/, '')]);
    expect(runtime.cache.name).toBe('federation-runtime-production');
    expect(remote.output.clean.keep(FEDERATION_RUNTIME_FILE)).toBe(true);
    expect(remote.output.clean.keep(`${FEDERATION_RUNTIME_FILE}.gz`)).toBe(true);
    expect(remote.output.clean.keep('main.js')).toBe(false);
    expect(runtime.plugins.map((plugin) => plugin.constructor.name)).toEqual(['PrecompressPlugin']);
  });

  it('resolves the runtime-core that @module-federation/enhanced is built against', () => {
    const [runtime] = withFederationRuntime(remoteConfig());
    const runtimeTools = path.join(
      runtime.resolve.modules[0],
      '@module-federation/runtime-tools/package.json',
    );
    expect(JSON.parse(fs.readFileSync(runtimeTools, 'utf8')).exports['./runtime-core']).toBeDefined();
  });

  it('loads the runtime on the standalone page before main.js', () => {
    const html = fs.readFileSync(path.join(__dirname, 'remote-index.html'), 'utf8');
    expect(html).toContain(`<script defer src="${FEDERATION_RUNTIME_FILE}"></script>`);
  });
});
