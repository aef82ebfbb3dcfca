import type { Page } from './fixtures';
import { atRest, settle } from './session';

export type Lang = 'en' | 'fr';
export const WIDTHS = [1366, 400] as const;

/** One screen of a spec's look-at-it round: its name, its URL, and what shows once it is loaded. */
export interface LookedAtScreen {
  name: string;
  url: string;
  /** Waits for what the screen must show (after `settle`), at each width. */
  ready?: (lang: Lang, width: number) => Promise<void>;
}

/**
 * Opens each screen in English and in French and keeps a screenshot at 1366 and at 400 px wide. The
 * language is read when the app starts, so each screen loads once per language; the narrow shot is the
 * same page made narrow, as a window is: the layout follows the viewport (media queries and the layout
 * observers), so `ready` is asked again at 400 px once the page is at rest. Leaves the page in English at
 * 1366 px.
 */
export async function lookAtScreens(
  page: Page,
  screens: readonly LookedAtScreen[],
  shot: (name: string, lang: Lang, width: number) => Promise<void>,
  height = 900,
) {
  for (const lang of ['en', 'fr'] as const) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    for (const { name, url, ready } of screens) {
      await page.setViewportSize({ width: WIDTHS[0], height });
      await page.goto(url);
      await settle(page);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height });
          await atRest(page);
        }
        await ready?.(lang, width);
        await atRest(page);
        await shot(name, lang, width);
      }
    }
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: WIDTHS[0], height });
}
