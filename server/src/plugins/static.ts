import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type StaticConfig } from '../config';
import { sendError } from './errors';
import { SERVICE_WORKER_CSP } from './security-headers';

/** `name.a1b2c3d4.js`: content-hashed, so the bytes behind the name never change. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The file a precompressed copy (`name.hash.js.br`) stands for, which its headers are those of. */
const originalOf = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = HASHED_FILE.test(path.basename(originalOf(filePath)));
  // Entry points (index.html, remoteEntry.js, mf-manifest.json, remotes.json) must be revalidated on every
  // load, or a deployment would not reach browsers that cached the previous one.
  reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function isDirectory(folder: string): boolean {
  return fs.existsSync(folder) && fs.statSync(folder).isDirectory();
}

/** A browser navigation to a client-side route: GET, wants HTML, no file extension, not the API. */
function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (/^\/api(\/|$)/i.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  if (last.includes('.')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built portal on the API's own origin: the host at /, each remote at /remotes/<name>/, released
 * remote builds at /releases/<name>/<release>/.
 * Missing builds are skipped (tests and API-only deployments). Also owns the 404 answer: the SPA's
 * index.html for client-side routes, JSON for everything else.
 */
export async function registerStatic(app: FastifyInstance, config: StaticConfig): Promise<void> {
  const hostIndex = path.join(config.hostDist, 'index.html');
  const hasHost = fs.existsSync(hostIndex);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasHost && isSpaNavigation(request)) return reply.sendFile('index.html', config.hostDist);
    return sendError(request, reply, 404, 'http.notFound');
  });

  if (config.remotesJson) {
    const file = config.remotesJson;
    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      // Read on every request: moving a remote is an edit of this file, no restart.
      const body = await fs.promises.readFile(file, 'utf8');
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(body);
    });
  }

  if (isDirectory(config.hostDist)) {
    const serviceWorker = path.join(config.hostDist, 'sw.js');
    await app.register(fastifyStatic, {
      root: config.hostDist,
      prefix: '/',
      cacheControl: false,
      preCompressed: true, // the build writes .br and .gz beside each file
      setHeaders: (reply, filePath) => {
        cacheHeaders(reply, filePath);
        if (originalOf(filePath) === serviceWorker)
          reply.header('Content-Security-Policy', SERVICE_WORKER_CSP);
      },
    });
  }

  // Each remote's build, and the released builds remotes.json may point an area at instead (docs/deploy.md).
  const mounts = REMOTE_NAMES.map((name) => ({
    root: path.join(config.remotesRoot, name, 'dist'),
    prefix: `/remotes/${name}/`,
  }));
  if (config.releasesDir) mounts.push({ root: config.releasesDir, prefix: '/releases/' });
  for (const { root, prefix } of mounts) {
    if (!isDirectory(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false, // reply.sendFile belongs to the host registration (SPA fallback)
      cacheControl: false,
      preCompressed: true, // the build writes .br and .gz beside each file
      setHeaders: (reply, filePath) => {
        cacheHeaders(reply, filePath);
        // An integrator's page loads the chunks as scripts from another origin, which the default same-origin
        // resource policy would block. Reading the files (the manifest) is for allowed origins only: the CORS
        // plugin echoes an allowed Origin (plugins/cors.ts).
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }
}
