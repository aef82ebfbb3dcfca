/** @databases postgres */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createAppWithoutDatabase } from '../test/test-app';

const HTML = { accept: 'text/html,application/xhtml+xml' };
let dir: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-static-'));
  write(path.join(dir, 'host/dist/index.html'), '<!doctype html><title>host</title>');
  write(path.join(dir, 'host/dist/main.js'), 'console.log("host")');
  write(path.join(dir, 'host/dist/123.a1b2c3d4.js'), `/* chunk */ ${'export const x = 1;\n'.repeat(200)}`);
  write(path.join(dir, 'host/dist/remotes.json'), '[{"name":"from-build"}]');
  // As the build writes them: a brotli copy beside a hashed chunk.
  write(path.join(dir, 'host/dist/77.b0b0b0b0.js'), 'export const fromSource = 1;');
  fs.writeFileSync(
    path.join(dir, 'host/dist/77.b0b0b0b0.js.br'),
    zlib.brotliCompressSync('export const fromPrecompressed = 1;'),
  );
  write(path.join(dir, 'remotes/inspection/dist/remoteEntry.js'), 'var inspection;');
  write(path.join(dir, 'remotes/inspection/dist/mf-manifest.json'), '{"name":"inspection"}');
  write(path.join(dir, 'remotes/inspection/dist/45.deadbeef.js'), 'var chunk;');
  write(
    path.join(dir, 'remotes.override.json'),
    '[{"name":"inspection","entry":"/remotes/inspection/mf-manifest.json"}]',
  );
  app = await createAppWithoutDatabase({
    statics: {
      hostDist: path.join(dir, 'host/dist'),
      remotesRoot: path.join(dir, 'remotes'),
      remotesJson: path.join(dir, 'remotes.override.json'),
    },
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the host build', () => {
  it('serves index.html at / without caching', async () => {
    const response = await get('/', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>host</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client-side routes', async () => {
    const response = await get('/1/inspsummary/booking-summary?page=2', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>host</title>');
  });

  it('answers 404 JSON for a missing file, a non-HTML request and any /api path', async () => {
    for (const [url, headers] of [
      ['/missing.js', HTML],
      ['/1/inspsummary/booking-summary', { accept: 'application/json' }],
      ['/api/not-a-route', HTML],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('caches content-hashed files for a year and revalidates the others', async () => {
    expect((await get('/123.a1b2c3d4.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses what the client accepts', async () => {
    const response = await get('/123.a1b2c3d4.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('export const x = 1;');
  });

  it('sends the precompressed copy the build wrote, typed and cached as the original', async () => {
    const response = await get('/77.b0b0b0b0.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(
      'export const fromPrecompressed = 1;',
    );
    const plain = await get('/77.b0b0b0b0.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export const fromSource = 1;');
  });

  it('serves REMOTES_JSON at /remotes.json instead of the build’s own', async () => {
    const response = await get('/remotes.json');
    expect(response.json()).toEqual([{ name: 'inspection', entry: '/remotes/inspection/mf-manifest.json' }]);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('remote builds', () => {
  it('serves entry files, revalidated, readable by the pages of allowed origins only', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await get(`/remotes/inspection/${file}`, { origin: 'http://localhost:80' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:80');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cache-control']).toBe('no-cache');
      const foreign = await get(`/remotes/inspection/${file}`, { origin: 'https://elsewhere.example' });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('caches hashed chunks for a year', async () => {
    const response = await get('/remotes/inspection/45.deadbeef.js');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve a remote without a build', async () => {
    expect((await get('/remotes/audit/remoteEntry.js')).statusCode).toBe(404);
  });
});

describe('without any build', () => {
  it('answers 404 JSON, even for a page request', async () => {
    const bare = await createAppWithoutDatabase();
    const response = await bare.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
    await bare.close();
  });
});
