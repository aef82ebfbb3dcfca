/** @databases postgres */
import type { FastifyInstance } from 'fastify';
import { readAllowedOrigins } from './cors';
import { buildTestApp, testConfig } from '../test/test-app';
import type { Db } from '../db/client';

const INTRANET = 'https://intranet.example.com';
const PORTAL = 'https://portal.example.com';
const STRANGER = 'https://stranger.example.net';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    db: {} as Db,
    config: { ...testConfig(), allowedOrigins: [INTRANET], publicUrl: `${PORTAL}/` },
  });
  await app.ready();
});

afterAll(() => app.close());

const health = (origin?: string, lang = 'en') =>
  app.inject({ method: 'GET', url: `/api/health?lang=${lang}`, headers: origin ? { origin } : {} });

describe('CORS', () => {
  it('echoes a listed origin and the portal’s own, never *', async () => {
    for (const origin of [INTRANET, PORTAL]) {
      const response = await health(origin);
      expect(response.statusCode).not.toBe(403);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers.vary).toContain('Origin');
    }
  });

  it('leaves requests without an Origin alone', async () => {
    const response = await health();
    expect(response.statusCode).not.toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an origin it does not list with a 403 the page can read, in its language', async () => {
    const response = await health(STRANGER);
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBe(STRANGER);
    expect(response.json().message).toMatch(/allowed origins/);
    const french = await health(STRANGER, 'fr');
    expect(french.statusCode).toBe(403);
    expect(french.json().message).toMatch(/origines autorisées/);
  });

  it('answers the preflight of a listed origin with the methods and headers the client sends', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/User/SignIn',
      headers: {
        origin: INTRANET,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,entityid',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(INTRANET);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('entityid');
  });

  it('refuses the preflight of an origin it does not list', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/User/SignIn',
      headers: { origin: STRANGER, 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('readAllowedOrigins', () => {
  it('reads a comma-separated list of origins', () => {
    expect(readAllowedOrigins(undefined)).toEqual([]);
    expect(readAllowedOrigins(' https://a.example.com , http://localhost:8080/,')).toEqual([
      'https://a.example.com',
      'http://localhost:8080',
    ]);
  });

  it('refuses anything that is not an origin', () => {
    expect(() => readAllowedOrigins('*')).toThrow(/ALLOWED_ORIGINS/);
    expect(() => readAllowedOrigins('https://a.example.com/path')).toThrow(/no path/);
    expect(() => readAllowedOrigins('ftp://a.example.com')).toThrow(/ALLOWED_ORIGINS/);
  });
});
