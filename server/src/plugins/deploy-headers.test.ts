/** @databases postgres */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config';
import { createAppWithoutDatabase } from '../test/test-app';
import { cspDirectives } from '../test/csp-directives';

/**
 * docker compose serves the host page from nginx, not from this server: its configuration must send the
 * headers this server sends with the page, with the policy built from the same remotes.json.
 */
const deployFile = (name: string) => fs.readFileSync(path.join(REPO_ROOT, 'deploy', name), 'utf8');
const HOST_CONF = deployFile('nginx-host.conf');
const HEADERS_CONF = deployFile('nginx-security-headers.conf');
const PAGE_CSP_CONF = deployFile('nginx-page-csp.conf');
const WORKER_CSP_CONF = deployFile('nginx-worker-csp.conf');
const INCLUDE = 'include /etc/nginx/security-headers.conf;';
const PAGE_CSP = 'include /etc/nginx/page-csp.conf;';
const WORKER_CSP = 'include /etc/nginx/worker-csp.conf;';

/** `add_header Name "value" always;` lines, by lower-case name. */
function nginxHeaders(conf: string): Record<string, string> {
  const found = [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)];
  return Object.fromEntries(found.map(([, name, value]) => [name!.toLowerCase(), value!]));
}

/** The locations of a configuration with their bodies: a `location ... {` line to the next lone `}`. */
function locations(conf: string): { path: string; body: string }[] {
  const found: { path: string; body: string }[] = [];
  let open: { path: string; body: string } | null = null;
  for (const line of conf.split('\n')) {
    const start = /^\s*location\s+(.+?)\s*\{\s*$/.exec(line);
    if (start) open = { path: start[1]!, body: '' };
    else if (open && /^\s*\}\s*$/.test(line)) {
      found.push(open);
      open = null;
    } else if (open) open.body += `${line}\n`;
  }
  return found;
}

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-deploy-headers-'));
  fs.mkdirSync(path.join(dir, 'host'));
  fs.writeFileSync(path.join(dir, 'host/index.html'), '<!doctype html><title>host</title>');
  fs.writeFileSync(path.join(dir, 'host/sw.js'), 'self.addEventListener("fetch", () => undefined);');
  app = await createAppWithoutDatabase({
    statics: {
      hostDist: path.join(dir, 'host'),
      remotesRoot: path.join(dir, 'remotes'),
      remotesJson: path.join(REPO_ROOT, 'deploy/remotes.compose.json'),
    },
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the compose deployment (deploy/nginx-host.conf)', () => {
  it('sends the page the policy and headers this server sends, for the same remotes', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const nginx = nginxHeaders(HEADERS_CONF);
    expect(nginx['content-security-policy']).toBeUndefined();
    expect(cspDirectives(nginxHeaders(PAGE_CSP_CONF)['content-security-policy']!)).toEqual(
      cspDirectives(String(page.headers['content-security-policy'])),
    );
    for (const name of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'strict-transport-security',
    ])
      expect([name, nginx[name]]).toEqual([name, page.headers[name]]);
  });

  it("sends the service worker's script the policy this server sends it", async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(cspDirectives(nginxHeaders(WORKER_CSP_CONF)['content-security-policy']!)).toEqual(
      cspDirectives(String(worker.headers['content-security-policy'])),
    );
  });

  it('includes them in every location that serves the page or its files, and names no version', () => {
    const served = locations(HOST_CONF).filter((location) => location.path !== '/api/');
    expect(served.map((location) => location.path)).toEqual(expect.arrayContaining(['/', '= /sw.js']));
    for (const { path: where, body } of served) {
      const policy = where === '= /sw.js' ? WORKER_CSP : PAGE_CSP;
      // The common headers and exactly one policy: nginx would send two, and the browser enforce both.
      expect([where, body.includes(INCLUDE), body.includes(policy)]).toEqual([where, true, true]);
      const policies = body.match(/-csp\.conf;|Content-Security-Policy/g) ?? [];
      expect([where, policies.length]).toEqual([where, 1]);
    }
    expect(HOST_CONF).toMatch(/^\s*server_tokens off;/m);
    for (const [file, copy] of [
      ['nginx-security-headers.conf', 'security-headers.conf'],
      ['nginx-page-csp.conf', 'page-csp.conf'],
      ['nginx-worker-csp.conf', 'worker-csp.conf'],
    ])
      expect(deployFile('static.Dockerfile')).toContain(`COPY deploy/${file} /etc/nginx/${copy}`);
  });
});
