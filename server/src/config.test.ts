import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

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

  it('refuses an invalid port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
