/** How long after the page's load event background start-up work waits. */
export const AFTER_FIRST_SCREEN_DELAY_MS = 2000;

const idle = (run: () => void, timeout: number) =>
  globalThis.requestIdleCallback ? globalThis.requestIdleCallback(run, { timeout }) : setTimeout(run, 0);

/**
 * Resolves a moment after the page has loaded, when the browser is idle: the time for work the first screen
 * does not need (the service worker, the push subscription). Started at once, the worker takes over the page
 * while the first screen's area and data are still loading, and every one of those requests passes through it.
 */
export function afterFirstScreen(delayMs = AFTER_FIRST_SCREEN_DELAY_MS): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(() => idle(resolve, delayMs), delayMs);
    if (document.readyState === 'complete') later();
    else globalThis.addEventListener('load', later, { once: true });
  });
}
