/* Service worker of the Quality Portal: shows web-push notifications and opens their page on click.
   Served from the site root with Cache-Control: no-cache, so a new version is picked up on the next visit. */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
