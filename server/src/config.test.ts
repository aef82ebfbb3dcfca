/** @databases postgres */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { DEFAULT_RATE_LIMITS } from './plugins/rate-limit-settings';

let dataDir: string;
beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qp-config-')), 'data');
});
afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('loadConfig', () => {
  it('defaults to the embedded database with demo data, creating the data folder and a private JWT secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      seedDemo: true,
      logLevel: 'info',
    });
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, 'utf8'), 'base64')).toHaveLength(48);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('seeds demo data on PostgreSQL only with SEED_DEMO=1, and takes JWT_SECRET and REMOTES_JSON as given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'given',
      PORT: '4000',
      REMOTES_JSON: '/etc/remotes.json',
    });
    expect(config).toMatchObject({ jwtSecret: 'given', port: 4000 });
    expect(config.static.remotesJson).toBe('/etc/remotes.json');
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    const url = 'postgres://db/portal';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: 'x' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: 'x', SEED_DEMO: '1' }).seedDemo,
    ).toBe(true);
  });

  it('limits the signed-out endpoints by default; RATE_LIMITS=off and RATE_LIMIT_<FAMILY> change that', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    const tuned = loadConfig({
      DATA_DIR: dataDir,
      RATE_LIMIT_SIGN_IN: '100/20/30',
      RATE_LIMIT_FACTORY_MAPPING: '5/1/600',
    });
    expect(tuned.rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      signIn: { perIp: 100, perAccount: 20, windowSeconds: 30 },
      factoryMapping: { perIp: 5, perAccount: 1, windowSeconds: 600 },
    });
    for (const bad of ['100/20', '0/1/60', '10/ten/60', '-1/1/60'])
      expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_SIGN_IN: bad })).toThrow(/RATE_LIMIT_SIGN_IN/);
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count, addresses or every proxy', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
  });

  it('refuses an invalid port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
