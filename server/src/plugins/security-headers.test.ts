/** @databases postgres */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAppWithoutDatabase } from '../test/test-app';
import { cspDirectives } from '../test/csp-directives';
import { ALL_USER_TYPES, entityRoute } from './route-access';

const HTML = { accept: 'text/html,application/xhtml+xml' };
// As the end-to-end set-up and docker compose write it: remotes on origins of their own, one still on
// this origin, and entries that must never reach the policy.
const REMOTES = [
  { name: 'inspection', entry: 'http://127.0.0.1:4301/mf-manifest.json', areas: ['insp*'] },
  { name: 'audit', entry: 'https://audit.example.com:8443/v2/mf-manifest.json', areas: ['audit*'] },
  { name: 'finance', entry: 'http://127.0.0.1:4301/other/mf-manifest.json', areas: ['finance'] },
  { name: 'hr', entry: '/remotes/hr/mf-manifest.json', areas: ['staff*'] },
  { name: 'tcf', entry: "'unsafe-inline'", areas: ['tcf*'] },
  { name: 'lab', entry: 'javascript:alert(1)', areas: ['lab*'] },
  { name: 'masterdata', entry: 42, areas: ['cus*'] },
];
const REMOTE_ORIGINS = 'http://127.0.0.1:4301 https://audit.example.com:8443';

let dir: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-headers-'));
  write(path.join(dir, 'host/dist/index.html'), '<!doctype html><title>host</title>');
  write(path.join(dir, 'host/dist/main.js'), 'console.log("host")');
  write(path.join(dir, 'host/dist/sw.js'), 'self.addEventListener("fetch", () => undefined);');
  write(path.join(dir, 'remotes/hr/dist/remoteEntry.js'), 'var hr;');
  write(path.join(dir, 'remotes.json'), JSON.stringify(REMOTES));
  app = await createAppWithoutDatabase({
    statics: {
      hostDist: path.join(dir, 'host/dist'),
      remotesRoot: path.join(dir, 'remotes'),
      remotesJson: path.join(dir, 'remotes.json'),
    },
    extend: (instance) =>
      instance.get(
        '/api/test/entity-route',
        { config: entityRoute(null, ALL_USER_TYPES, 'none') },
        async () => ({}),
      ),
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The policy as a map of directive -> sources. */
function cspOf(response: LightMyRequestResponse): Record<string, string> {
  return cspDirectives(String(response.headers['content-security-policy'] ?? ''));
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
  const csp = cspOf(response);
  expect(csp['frame-ancestors']).toBe("'self'");
  expect(csp['default-src']).toBe("'self'");
  expect(csp['object-src']).toBe("'none'");
}

describe('security headers', () => {
  it('are on the host page and its client-side routes', async () => {
    for (const url of ['/', '/1/inspsummary/booking-summary']) {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host</title>');
      expectCommonHeaders(response);
    }
  });

  it('are on static files of the host and of a remote, which any origin may load', async () => {
    expectCommonHeaders(await get('/main.js'));
    const remote = await get('/remotes/hr/remoteEntry.js');
    expect(remote.statusCode).toBe(200);
    expectCommonHeaders(remote);
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/main.js')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('are on API answers, refusals and not-found answers alike', async () => {
    const translations = await get('/api/User/TranslateFile/en');
    expect(translations.statusCode).toBe(200);
    expectCommonHeaders(translations);
    const refused = await get('/api/test/entity-route');
    expect(refused.statusCode).toBe(401);
    expectCommonHeaders(refused);
    const missing = await get('/api/no-such-route');
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows scripts, styles and manifests from this origin and exactly the origins remotes.json names', async () => {
    const csp = cspOf(await get('/', HTML));
    expect(csp['script-src']).toBe(`'self' ${REMOTE_ORIGINS}`);
    expect(csp['style-src']).toBe(`'self' ${REMOTE_ORIGINS}`);
    expect(csp['connect-src']).toBe(`'self' blob: ${REMOTE_ORIGINS}`);
    expect(csp['img-src']).toBe(`'self' data: blob: ${REMOTE_ORIGINS}`);
    expect(csp['font-src']).toBe(`'self' data: ${REMOTE_ORIGINS}`);
    expect(csp['script-src-attr']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['form-action']).toBe("'self'");
  });

  it('allows no inline script, no <style> element and no eval; inline style attributes only', async () => {
    const csp = cspOf(await get('/', HTML));
    const { ['style-src-attr']: styleAttributes, ...others } = csp;
    expect(styleAttributes).toBe("'unsafe-inline'");
    expect(Object.values(others).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|javascript:|\*/);
  });

  it("gives the service worker's script a policy of its own, which names no remote of the moment", async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const csp = cspOf(worker);
    // A worker keeps the policy it was installed with: today's remote origins would block tomorrow's move.
    expect(csp['connect-src']).toBe("'self' https: http:");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['object-src']).toBe("'none'");
    expect(Object.values(csp).join(' ')).not.toMatch(/127\.0\.0\.1|example\.com|unsafe|\*/);
    expect(worker.headers['x-content-type-options']).toBe('nosniff');
    // Only the host's own worker: any other file keeps the page's policy.
    expect(cspOf(await get('/main.js'))['connect-src']).toBe(`'self' blob: ${REMOTE_ORIGINS}`);
  });

  it('keeps a relaxed policy of its own for the Swagger UI, which loads and finds its document', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const csp = cspOf(page);
    expect(csp['script-src']).toBe("'self'");
    // Its bundle injects <style> elements: inline styles on these pages only.
    expect(csp['style-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['frame-ancestors']).toBe("'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/api/docs/static/swagger-initializer.js')).body).toContain('./json');
    expect((await get('/api/docs/json')).statusCode).toBe(200);
  });
});
