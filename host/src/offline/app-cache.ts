/**
 * Registers the service worker that keeps the portal's files (host/public/sw.js), so a screen that works
 * offline (the inspection report) survives a reload without a network. The files the page loaded before the
 * worker took control are sent to it to keep as well: the first visit is then enough.
 */
const WORKER_URL = '/sw.js';

/** The page itself and every script, style and manifest it loaded (API calls are the screens' business). */
export function loadedAppFiles(entries: readonly { name: string }[], pageUrl: string): string[] {
  const files = entries
    .map((entry) => entry.name)
    .filter((url) => /^https?:/.test(url) && !new URL(url).pathname.startsWith('/api/'));
  return [...new Set([pageUrl, ...files])];
}

export async function registerAppCache(): Promise<void> {
  const { serviceWorker } = globalThis.navigator ?? {};
  if (!serviceWorker || !globalThis.isSecureContext) return;
  try {
    await serviceWorker.register(WORKER_URL);
    const registration = await serviceWorker.ready;
    const entries = performance.getEntriesByType('resource');
    const pageUrl = globalThis.location.href;
    registration.active?.postMessage({
      type: 'keep-app-files',
      shell: pageUrl,
      urls: loadedAppFiles(entries, pageUrl),
    });
  } catch (error) {
    // Without the worker the portal works as before, only not after a reload offline.
    console.warn('The offline copy of the portal could not be set up', error);
  }
}
