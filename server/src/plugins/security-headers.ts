import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { StaticConfig } from '../config';
import { watchRemoteOrigins, type RemoteOrigins } from './remote-origins';

/** A CSP source list of fixed sources plus the remotes' origins of the moment. */
function withRemotes(origins: RemoteOrigins, ...fixed: string[]) {
  return [() => [...fixed, ...origins.current()].join(' ')];
}

/**
 * The portal's Content-Security-Policy. Scripts, styles, images and fonts come from this origin and from
 * the origins remotes.json names, nowhere else; no inline script and no <style> element (the build emits
 * none: the host page loads its scripts by URL and CSS is extracted to files). The browser fetches
 * manifests from the remotes and everything else (API, event stream, rule files) from this origin.
 * `blob:` images are the profile and staff photos, fetched with the token and shown from memory (and may be
 * read back from there); `data:` covers images and fonts inlined in the CSS.
 *
 * Inline style attributes are the one exception: the email outbox shows each message's HTML in a sandboxed
 * srcdoc frame, which inherits this policy, and mail HTML styles itself with attributes because mail
 * clients ignore stylesheets. An attribute can neither run script nor select other elements.
 */
export function portalCspDirectives(origins: RemoteOrigins) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': withRemotes(origins, "'self'"),
    'script-src-attr': ["'none'"],
    'style-src': withRemotes(origins, "'self'"),
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': withRemotes(origins, "'self'", 'data:', 'blob:'),
    'font-src': withRemotes(origins, "'self'", 'data:'),
    'connect-src': withRemotes(origins, "'self'", 'blob:'),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The policy of the service worker's own script (host/public/sw.js). A worker keeps the policy it was
 * installed with until its script changes, which a move of a remote never does: with the page's remote
 * origins frozen into it, a worker installed while an area was on a release (or elsewhere) would block that
 * area once it moved back, and the page would show it unavailable. The worker fetches only what a page of
 * the portal asked for, which that page's own current policy already allowed, and files that page loaded
 * (sw.js keeps those only from this origin and the origins of the remotes.json of the moment).
 */
export const SERVICE_WORKER_CSP = [
  "default-src 'self'",
  "connect-src 'self' https: http:",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join(';');

/** The remotes.json the server serves: REMOTES_JSON, else the host build's own copy. */
export function servedRemotesJson(config: StaticConfig): string {
  return config.remotesJson ?? path.join(config.hostDist, 'remotes.json');
}

/**
 * Security headers on every answer (pages, static files, remotes, the API), set when the request arrives
 * so that refusals (401, 404, 413, 429) carry them too: register before any hook that may answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: StaticConfig): Promise<void> {
  const origins = watchRemoteOrigins(servedRemotesJson(config), app.log);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: portalCspDirectives(origins) },
    frameguard: { action: 'sameorigin' },
    // Reset and factory-mapping links carry their token in the URL: no page sends its address anywhere.
    referrerPolicy: { policy: 'no-referrer' },
    // 180 days, this host only: the portal cannot speak for other sites under the same domain.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
  });
}
