/** @databases postgres */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { createAppWithoutDatabase } from '../test/test-app';

// Released remote builds beside the deployed ones (docs/deploy.md): remotes.json points an area at one.
let dir: string;
let app: FastifyInstance;
const RELEASE = '/releases/masterdata/0.2.0-abc1234-202611262031';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-releases-'));
  write(path.join(dir, 'remotes/masterdata/dist/remoteEntry.js'), 'var masterdata = "deployed";');
  write(path.join(dir, `releases${RELEASE.slice('/releases'.length)}/remoteEntry.js`), 'var masterdata;');
  write(path.join(dir, `releases${RELEASE.slice('/releases'.length)}/mf-manifest.json`), '{"id":"md"}');
  write(path.join(dir, `releases${RELEASE.slice('/releases'.length)}/812.0badc0de.js`), 'var chunk;');
  write(
    path.join(dir, 'remotes.json'),
    '[{"name":"masterdata","entry":"/remotes/masterdata/mf-manifest.json"}]',
  );
  app = await createAppWithoutDatabase({
    statics: {
      hostDist: path.join(dir, 'host/dist'),
      remotesRoot: path.join(dir, 'remotes'),
      remotesJson: path.join(dir, 'remotes.json'),
      releasesDir: path.join(dir, 'releases'),
    },
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the releases folder', () => {
  it('serves a release with the headers of the remote builds: entry files revalidated, chunks immutable', async () => {
    const deployed = await get('/remotes/masterdata/remoteEntry.js');
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await get(`${RELEASE}/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      for (const header of ['access-control-allow-origin', 'cross-origin-resource-policy'])
        expect([header, response.headers[header]]).toEqual([header, deployed.headers[header]]);
    }
    expect((await get(`${RELEASE}/mf-manifest.json`)).json()).toEqual({ id: 'md' });
    const chunk = await get(`${RELEASE}/812.0badc0de.js`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe(
      deployed.headers['access-control-allow-origin'],
    );
  });

  it('serves a release copied in after the start, without a restart, and 404s what is not there', async () => {
    write(path.join(dir, 'releases/hr/0.1.0-late/remoteEntry.js'), 'var hr;');
    expect((await get('/releases/hr/0.1.0-late/remoteEntry.js')).body).toBe('var hr;');
    expect((await get('/releases/hr/0.1.0-missing/remoteEntry.js')).statusCode).toBe(404);
    // Nothing outside the releases folder (remotes.json sits beside it).
    expect((await get('/releases/..%2fremotes.json')).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('switching an area to a release, and back, is an edit of remotes.json seen by the next request', async () => {
    const switched = [{ name: 'masterdata', entry: `${RELEASE}/mf-manifest.json` }];
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(switched));
    expect((await get('/remotes.json')).json()).toEqual(switched);
    const back = [{ name: 'masterdata', entry: '/remotes/masterdata/mf-manifest.json' }];
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(back));
    const response = await get('/remotes.json');
    expect(response.json()).toEqual(back);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('RELEASES_DIR', () => {
  it('defaults to <data folder>/releases and is created, so the mount exists from the first start', () => {
    const dataDir = path.join(dir, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x' });
    expect(config.static.releasesDir).toBe(path.join(dataDir, 'releases'));
    expect(fs.statSync(path.join(dataDir, 'releases')).isDirectory()).toBe(true);
    const custom = path.join(dir, 'elsewhere');
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', RELEASES_DIR: custom }).static.releasesDir).toBe(
      custom,
    );
  });
});
