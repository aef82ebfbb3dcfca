// When a bench counts the first screen as drawn: the same mark for every bench that times it.

/** The first screen the benches open, and its heading once drawn. */
export const FIRST_SCREEN = '/1/inspsummary/booking-summary';
export const FIRST_TITLE = 'Booking summary';

/**
 * Runs in the page before its own scripts (addInitScript): stamps `window.__drawnAt`, on the page's clock
 * (0 = navigation start), at the frame in which a screen titled `title` is drawn: its heading, its table,
 * nothing busy.
 */
export function stampFirstScreen(title) {
  const drawn = () =>
    [...document.querySelectorAll('h1')].some((h1) => h1.textContent === title) &&
    document.querySelector('table') &&
    !document.querySelector('[aria-busy="true"]');
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__drawnAt = performance.now();
    });
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}

/** Waits in `page` for the stamp and answers it, in whole milliseconds. */
export async function drawnAt(page, timeout = 60_000) {
  await page.waitForFunction(() => window.__drawnAt !== undefined, null, { timeout });
  return Math.round(await page.evaluate(() => window.__drawnAt));
}
