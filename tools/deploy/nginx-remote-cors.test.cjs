// The remotes' nginx of the compose deployment (deploy/nginx-remote.conf), run for real: Debian's nginx
// serves a fake remote with the CORS map deploy/cors-origins.sh writes, and real HTTP requests check who
// gets Access-Control-Allow-Origin. `npm test` installs nginx when it can (scripts/test.mjs).
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawn, spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '../..');
const SCRIPT = path.join(root, 'deploy/cors-origins.sh');
const PORTAL = 'http://localhost:8080';
const INTRANET = 'https://intranet.example.com';
const LOCAL_APP = 'http://127.0.0.1:3000';
const CHUNK = '/static/js/main.0123abcd.js';
// nginx's own temporary folders default to system paths; the test's are in its folder.
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

function findNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/** Runs deploy/cors-origins.sh with these variables, writing the map to `output`. */
function writeMap(output, env) {
  // Only what the test gives: none of the two variables from the environment jest runs in.
  const base = { ...process.env };
  delete base.PORTAL_ORIGIN;
  delete base.ALLOWED_ORIGINS;
  return spawnSync('sh', [SCRIPT, output], { encoding: 'utf8', env: { ...base, ...env } });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The deployment's configuration with the test's port, root and map: each line must still be there. */
function remoteConf(dir, port) {
  let conf = fs.readFileSync(path.join(root, 'deploy/nginx-remote.conf'), 'utf8');
  const replace = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx-remote.conf no longer has: ${from}`);
    conf = conf.replace(from, to);
  };
  replace('include /etc/nginx/portal-cors-origins.conf;', `include ${path.join(dir, 'cors-origins.conf')};`);
  replace('listen 80;', `listen 127.0.0.1:${port};`);
  replace('root /usr/share/nginx/html;', `root ${path.join(dir, 'html')};`);
  return conf;
}

/** A whole nginx.conf around it, everything in `dir`, so nginx runs unprivileged and leaves no trace. */
function wrapperConf(dir) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 64; }
http {
  types { application/javascript js; application/json json; text/css css; text/html html; }
  default_type application/octet-stream;
  access_log off;
  ${TEMP_PATHS.map(temp).join('\n  ')}
  include ${path.join(dir, 'remote.conf')};
}
`;
}

function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

async function waitForNginx(child, port, output) {
  const deadline = Date.now() + 10000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (${child.exitCode}): ${output()}`);
    try {
      return await get(port, '/mf-manifest.json');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${port} within 10 s: ${output()}`);
}

const varyNames = (response) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('the remotes’ nginx (deploy/nginx-remote.conf) with the map of deploy/cors-origins.sh', () => {
  const nginx = findNginx();
  let dir;
  let port;
  let child;
  let output = '';

  beforeAll(async () => {
    if (!nginx)
      throw new Error(
        'nginx is not installed: `npm test` installs Debian’s when run as root with apt-get; otherwise ' +
          '`apt-get install nginx`, or set NGINX_PATH to an nginx binary.',
      );
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-nginx-remote-'));
    const html = path.join(dir, 'html');
    fs.mkdirSync(path.join(html, 'static/js'), { recursive: true });
    for (const name of TEMP_PATHS) fs.mkdirSync(path.join(dir, 'temp', name), { recursive: true });
    fs.writeFileSync(path.join(html, 'mf-manifest.json'), JSON.stringify({ name: 'hr', exposes: [] }));
    const chunk = `console.log(${JSON.stringify('chunk '.repeat(300))});`;
    fs.writeFileSync(path.join(html, CHUNK), chunk);
    fs.writeFileSync(path.join(html, `${CHUNK}.gz`), zlib.gzipSync(chunk));

    const map = writeMap(path.join(dir, 'cors-origins.conf'), {
      PORTAL_ORIGIN: PORTAL,
      // Spaces, an empty item and a trailing slash, as the API server accepts them.
      ALLOWED_ORIGINS: ` ${INTRANET}, ,${LOCAL_APP}/`,
    });
    if (map.status !== 0) throw new Error(`cors-origins.sh failed: ${map.stderr}`);

    port = await freePort();
    fs.writeFileSync(path.join(dir, 'remote.conf'), remoteConf(dir, port));
    fs.writeFileSync(path.join(dir, 'nginx.conf'), wrapperConf(dir));
    const args = ['-p', `${dir}/`, '-e', 'stderr', '-c', path.join(dir, 'nginx.conf')];
    const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration: ${check.stderr}`);
    child = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    await waitForNginx(child, port, () => output);
  }, 20000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['the portal’s own origin', PORTAL],
    ['an origin of ALLOWED_ORIGINS', INTRANET],
    ['an origin listed with a trailing slash', LOCAL_APP],
  ])('echoes %s on the manifest and on a hashed chunk, with Vary: Origin', async (_, origin) => {
    const manifest = await get(port, '/mf-manifest.json', { origin });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe(origin);
    expect(varyNames(manifest)).toContain('origin');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['x-content-type-options']).toBe('nosniff');

    const chunk = await get(port, CHUNK, { origin, 'accept-encoding': 'gzip' });
    expect(chunk.status).toBe(200);
    expect(chunk.headers['access-control-allow-origin']).toBe(origin);
    expect(varyNames(chunk)).toContain('origin');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    // gzip_static: the .gz the build wrote, sent as it is.
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(chunk.body).toString()).toContain('console.log(');
  });

  it.each([
    'https://evil.example',
    'http://localhost:8080.evil.example',
    'http://evil-localhost:8080',
    'http://localhost:80800',
    'http://localhost:8080/',
    'http://LOCALHOST:8080',
    'https://localhost:8080',
    // The dots of a listed origin match dots only.
    'https://intranetxexample.com',
    'https://intranet.example.com.evil.example',
    'https://sub.intranet.example.com',
    'null',
  ])('answers %s without Access-Control-Allow-Origin, still with the other headers', async (origin) => {
    for (const file of ['/mf-manifest.json', CHUNK]) {
      const response = await get(port, file, { origin });
      expect([file, response.status]).toEqual([file, 200]);
      expect([file, response.headers['access-control-allow-origin']]).toEqual([file, undefined]);
      expect([file, varyNames(response)]).toEqual([file, expect.arrayContaining(['origin'])]);
      expect([file, response.headers['x-content-type-options']]).toEqual([file, 'nosniff']);
    }
  });

  it('serves the files to a request without Origin (a script tag, the remote’s own page)', async () => {
    const manifest = await get(port, '/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.body.toString())).toEqual({ name: 'hr', exposes: [] });
    expect(manifest.headers['access-control-allow-origin']).toBeUndefined();
    const chunk = await get(port, CHUNK);
    expect(chunk.status).toBe(200);
    expect(chunk.body.toString()).toContain('console.log(');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps nosniff and the CORS headers on a missing file', async () => {
    const missing = await get(port, '/nothing-here.json', { origin: INTRANET });
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['access-control-allow-origin']).toBe(INTRANET);
  });
});

describe('deploy/cors-origins.sh', () => {
  let dir;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-cors-origins-'))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['a path', 'https://intranet.example.com/portal'],
    ['no scheme', 'intranet.example.com'],
    ['another scheme', 'ftp://intranet.example.com'],
    ['capitals', 'https://Intranet.example.com'],
    ['a default port', 'https://intranet.example.com:443'],
    ['a port out of range', 'https://intranet.example.com:70000'],
    ['a wildcard', '*'],
    ['nginx syntax', 'https://a.example" "x"; } server { listen 81; #'],
    ['a second line', 'https://a.example\nhttps://b.example'],
    ['a semicolon for a comma', 'https://a.example;https://b.example'],
    ['one bad item among good ones', 'https://a.example,https//b.example'],
  ])('refuses ALLOWED_ORIGINS with %s, naming it, and writes nothing', (_, value) => {
    const output = path.join(dir, 'refused.conf');
    const result = writeMap(output, { PORTAL_ORIGIN: PORTAL, ALLOWED_ORIGINS: value });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('ALLOWED_ORIGINS');
    expect(fs.existsSync(output)).toBe(false);
  });

  it('refuses to start without PORTAL_ORIGIN, or with a malformed one', () => {
    const output = path.join(dir, 'refused.conf');
    expect(writeMap(output, { ALLOWED_ORIGINS: INTRANET }).stderr).toContain('PORTAL_ORIGIN is not set');
    const bad = writeMap(output, { PORTAL_ORIGIN: 'localhost:8080' });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('PORTAL_ORIGIN');
    expect(fs.existsSync(output)).toBe(false);
  });

  it('lists each origin once, the portal’s first', () => {
    const output = path.join(dir, 'map.conf');
    const result = writeMap(output, {
      PORTAL_ORIGIN: `${PORTAL}/`,
      ALLOWED_ORIGINS: `${INTRANET},${PORTAL},${INTRANET}/`,
    });
    expect(result.status).toBe(0);
    const entries = fs.readFileSync(output, 'utf8').match(/^\s+"~.*$/gm);
    expect(entries).toEqual([
      `  "~^http://localhost:8080$" "${PORTAL}";`,
      `  "~^https://intranet\\.example\\.com$" "${INTRANET}";`,
    ]);
  });
});
