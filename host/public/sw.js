/* Service worker of the Quality Portal: keeps the portal's own files so a screen that works offline (the
   inspection report) can be reloaded without a network, shows web-push notifications and opens their page on
   click. Served from the site root with Cache-Control: no-cache, so a new version is picked up on the next
   visit. */

/* The files of the portal (shell, remotes, styles), never API answers: those are the screens' own business. */
const APP_CACHE = 'portal-app-v1';
const APP_CACHE_MAX_ENTRIES = 600;
/* Every page of the portal is the shell's index.html; the last one fetched serves any page offline. */
const APP_SHELL_KEY = '/index.html';

/*
 * API calls are never the worker's business: where the browser has static routes, they go straight to the
 * network, without waking the worker on the way (a worker woken for each call adds its start-up to the call).
 */
function apiBypassesWorker(event) {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return Promise.resolve();
  return event
    .addRoutes({ condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' })
    .catch((error) => console.warn('API calls will pass through the worker', error));
}

self.addEventListener('install', (event) => {
  event.waitUntil(apiBypassesWorker(event));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== APP_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

function isAppFile(request) {
  if (request.method !== 'GET' || request.headers.has('range')) return false;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return !url.pathname.startsWith('/api/') && url.pathname !== '/sw.js';
}

let putsSinceTrim = 0;
/* Keeping a copy is a bonus: a full disk or a refused entry never fails the page's request. */
async function remember(cache, key, response) {
  try {
    await cache.put(key, response);
    if (++putsSinceTrim < 50) return;
    putsSinceTrim = 0;
    const keys = await cache.keys();
    await Promise.all(
      keys.slice(0, Math.max(0, keys.length - APP_CACHE_MAX_ENTRIES)).map((old) => cache.delete(old)),
    );
  } catch (error) {
    console.warn('A portal file could not be kept for offline use', error);
  }
}

/*
 * A remote's scripts come from its own origin as no-cors requests, whose opaque answers the browser counts as
 * megabytes each against the storage quota. The remotes allow CORS (their manifests are read with fetch), so
 * their files are asked for in cors mode: a plain answer, kept at its real size. Where that fails, the page's
 * own request goes as it was, and is not kept.
 */
async function fetchKeepable(request) {
  const crossOrigin = new URL(request.url).origin !== self.location.origin;
  if (!crossOrigin || request.mode !== 'no-cors') return fetch(request);
  try {
    return await fetch(new Request(request.url, { mode: 'cors', credentials: 'omit' }));
  } catch {
    return fetch(request);
  }
}

/*
 * Network first, so an online user always gets the deployed version; the copy is used only when the network
 * fails. The page gets the answer as soon as it arrives: keeping the copy goes on in the background.
 */
async function networkFirst(event) {
  const { request } = event;
  const navigation = request.mode === 'navigate';
  try {
    const response = navigation ? await fetch(request) : await fetchKeepable(request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(
        caches.open(APP_CACHE).then((cache) => remember(cache, navigation ? APP_SHELL_KEY : request, copy)),
      );
    }
    return response;
  } catch (error) {
    const cache = await caches.open(APP_CACHE);
    const kept = navigation ? await cache.match(APP_SHELL_KEY) : await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  if (isAppFile(event.request)) event.respondWith(networkFirst(event));
});

/*
 * The origins files are kept from: this one and those of the remotes.json of the moment, as the page's own
 * policy allows. The worker's policy cannot say it (it would keep the origins of the day it was installed).
 */
async function keepableOrigins() {
  const origins = new Set([self.location.origin]);
  try {
    const remotes = await (await fetch('/remotes.json', { cache: 'no-cache' })).json();
    for (const remote of Array.isArray(remotes) ? remotes : [])
      if (remote && typeof remote.entry === 'string')
        origins.add(new URL(remote.entry, self.location.origin).origin);
  } catch {
    // Only this origin's files, then.
  }
  return origins;
}

/* The page sends what it loaded before this worker controlled it, so those files are kept too. */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'keep-app-files' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    Promise.all([caches.open(APP_CACHE), keepableOrigins()]).then(([cache, origins]) =>
      Promise.all(
        data.urls.map((href) => {
          const url = new URL(href, self.location.origin);
          if (!origins.has(url.origin)) return undefined;
          const sameOrigin = url.origin === self.location.origin;
          const shell = data.shell === href;
          // The server answers a page with the shell only when asked for HTML, as a browser's navigation does.
          const request = new Request(url.href, {
            mode: sameOrigin ? 'same-origin' : 'cors',
            credentials: sameOrigin ? 'same-origin' : 'omit',
            headers: shell ? { accept: 'text/html' } : {},
          });
          if (!isAppFile(request)) return undefined;
          return fetch(request)
            .then((response) =>
              response.ok ? remember(cache, shell ? APP_SHELL_KEY : request, response) : undefined,
            )
            .catch(() => undefined);
        }),
      ),
    ),
  );
});

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = payload.title || 'Quality Portal';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || payload.message || '',
      icon: payload.icon,
      tag: payload.tag,
      data: { url: payload.url || (payload.data && payload.data.url) || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A portal tab already open is reused: focused and sent to the page.
      for (const client of windows) {
        if (new URL(client.url).origin !== target.origin) continue;
        return client
          .focus()
          .then((focused) => (focused && 'navigate' in focused ? focused.navigate(target.href) : focused));
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
