const path = require('node:path');
const { buildInfo, utcStamp, withBuildInfo } = require('./build-info.cjs');

const root = path.resolve(__dirname, '../..');
const contract = require('../../packages/shell-contract/package.json').version;

describe('buildInfo', () => {
  it('names the app, its package version, the build id from the environment and the contract', () => {
    const info = buildInfo('masterdata', path.join(root, 'remotes/masterdata'), root, {
      PORTAL_BUILD_ID: 'r42',
    });
    expect(info).toEqual({
      app: 'masterdata',
      version: require('../../remotes/masterdata/package.json').version,
      buildId: 'r42',
      contract,
    });
  });

  it('makes one `<commit>-<UTC time>` id per build process, and lets a test fixture claim another contract', () => {
    const first = buildInfo('hr', path.join(root, 'remotes/hr'), root, {});
    const second = buildInfo('host', path.join(root, 'host'), root, { PORTAL_CONTRACT_VERSION: '2.0.0' });
    expect(first.buildId).toMatch(/^([0-9a-f]{7,}|local)-\d{12}$/);
    expect(second.buildId).toBe(first.buildId);
    expect(second.contract).toBe('2.0.0');
  });

  it('stamps UTC minutes', () => {
    expect(utcStamp(new Date('2026-11-26T20:31:59.999Z'))).toBe('202611262031');
  });
});

describe('withBuildInfo', () => {
  it('adds the build id and contract to the manifest, with the app version as buildVersion', () => {
    const stats = { metaData: { buildInfo: { buildVersion: 'x', buildName: '@portal/remote-hr' } } };
    const build = { app: 'hr', version: '0.3.0', buildId: 'abc-1', contract: '1.0.0' };
    expect(withBuildInfo(stats, build).metaData.buildInfo).toEqual({
      buildVersion: '0.3.0',
      buildName: '@portal/remote-hr',
      buildId: 'abc-1',
      contract: '1.0.0',
    });
  });
});
