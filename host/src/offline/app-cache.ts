import { afterFirstScreen } from '../startup/after-first-screen';

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

/** Files still loading when the worker took over finish outside it: a second list a moment later keeps them. */
const SECOND_LIST_DELAY_MS = 3000;

function whenControlled(serviceWorker: ServiceWorkerContainer): Promise<void> {
  if (serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

export async function registerAppCache(): Promise<void> {
  const { serviceWorker } = globalThis.navigator ?? {};
  if (!serviceWorker || !globalThis.isSecureContext) return;
  try {
    await serviceWorker.register(WORKER_URL);
    await serviceWorker.ready;
    await whenControlled(serviceWorker);
    const pageUrl = globalThis.location.href;
    const sendLoadedFiles = () =>
      serviceWorker.controller?.postMessage({
        type: 'keep-app-files',
        shell: pageUrl,
        urls: loadedAppFiles(performance.getEntriesByType('resource'), pageUrl),
      });
    sendLoadedFiles();
    setTimeout(sendLoadedFiles, SECOND_LIST_DELAY_MS);
  } catch (error) {
    // Without the worker the portal works as before, only not after a reload offline.
    console.warn('The offline copy of the portal could not be set up', error);
  }
}

/** Keeping the portal's files is background work: it starts after the first screen (after-first-screen.ts). */
export function registerAppCacheAfterStart(): void {
  void afterFirstScreen().then(() => registerAppCache());
}
