// The accessibility sweep: every signed-in screen of the host and of every remote, in English and in
// French, checked with axe (WCAG 2.0/2.1 A and AA); a serious or critical violation fails the suite.
// The remotes' screens come from their own route lists (each remote's `./module`, loaded in the page the
// way the shell loads it), so a screen added to a remote is swept without touching this file.
import { expect, test, type Page } from '../support/fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT } from '../support/portal';
import { atRest, enterAs, snap } from '../support/session';
import { axeCheck, formatAxeFindings, type AxeFinding } from '../support/axe';

type Lang = 'en' | 'fr';

/** One screen to visit: its path after `/:entity/` (or from the root for the host's own screens). */
interface Screen {
  /** Where it comes from: `host` or the remote's name. */
  area: string;
  /** The route as declared (`staffedit/:id?`), for the report. */
  route: string;
  /** The URL visited, or null when a required parameter has no value yet (filled from links, below). */
  url: string | null;
  /** The document title the route sets, per language (remote routes; the host's pages set none). */
  titles?: Record<Lang, string>;
  /** A route with a required parameter: filled from the first link to it seen on a swept screen. */
  pattern?: RegExp;
}

interface RemoteRoutes {
  name: string;
  routes: { path: string; title: Record<Lang, string> }[];
}

/** The remotes' routes and titles, read from their `./module` through the page's federation runtime. */
async function remoteRoutes(page: Page): Promise<RemoteRoutes[]> {
  return page.evaluate(
    async (names) => {
      type Module = {
        routes: { path: string; titleId: string }[];
        messages: Record<string, Record<string, string>>;
      };
      type Instance = {
        options: { name: string };
        loadRemote(id: string): Promise<{ default: Module } | null>;
      };
      const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
        .__FEDERATION__;
      const host = federation.__INSTANCES__.find((instance) => instance.options.name === 'host');
      if (!host) throw new Error('the page has no federation instance named host');
      return Promise.all(
        names.map(async (name) => {
          const loaded = await host.loadRemote(`${name}/module`);
          if (!loaded?.default) throw new Error(`${name}/module did not load`);
          const { routes, messages } = loaded.default;
          return {
            name,
            routes: routes.map((route) => ({
              path: route.path,
              title: { en: messages.en?.[route.titleId] ?? '', fr: messages.fr?.[route.titleId] ?? '' },
            })),
          };
        }),
      );
    },
    REMOTES as unknown as string[],
  );
}

/** A route pattern as a regular expression over link paths; `:param` and `:param?` take a real value. */
function linkPattern(entity: string, segments: string[]): RegExp {
  const parts = segments.map((segment) =>
    // "0" opens a new record: the existing-record variant wants a real one.
    segment.startsWith(':') ? '(?!0$)[^/?#]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`^/${entity}/${parts.join('/')}$`);
}

/**
 * The screens of the remotes' routes. A route with an optional `:id?` is an edit screen: swept as a new
 * record (no id) and, when a swept screen links to one, as an existing record. A route with a required
 * parameter is swept with the first link to it that a swept screen shows.
 */
function screensOf(entity: string, remotes: RemoteRoutes[]): Screen[] {
  const screens: Screen[] = [];
  for (const remote of remotes)
    for (const route of remote.routes) {
      const segments = route.path.split('/');
      const titles = route.title.en && route.title.fr ? route.title : undefined;
      const params = segments.filter((segment) => segment.startsWith(':'));
      const base = { area: remote.name, route: route.path, titles };
      if (params.length === 0 || params.every((param) => param.endsWith('?'))) {
        const path = segments.filter((segment) => !segment.startsWith(':')).join('/');
        screens.push({ ...base, url: `/${entity}/${path}` });
      }
      if (params.length) screens.push({ ...base, url: null, pattern: linkPattern(entity, segments) });
    }
  return screens;
}

/**
 * The host's own signed-in screens (its routes are JSX in host/src/app.tsx, not a list to read). Left out:
 * /:entity/shared/blank-page, which only redirects; the public pages (sign-in, registration...), which
 * are not signed-in screens.
 */
function hostScreens(entity: string): Screen[] {
  return [
    '/landing',
    '/changepassword',
    '/userprofile/user-profile',
    `/${entity}/userguide/user-guide`,
    '/forbidden',
    '/error/404',
  ].map((url) => ({ area: 'host', route: url, url }));
}

/**
 * Client-side navigation, as a click on a link does: no reload between screens. The document title is
 * cleared first, so the route's own title (set once it has rendered) tells that the new screen is there;
 * the host's pages set none, so their headings are marked as the previous screen's instead.
 */
async function go(page: Page, url: string, titled: boolean) {
  await page.evaluate(
    ({ to, titled }) => {
      if (titled) document.title = '';
      document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-axe-previous', ''));
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { to: url, titled },
  );
}

/**
 * The screen is drawn: the route's title set (remote routes), a heading of the new screen shown, no
 * spinner or "Loading…" left, and at rest (session.ts). Returns where the app ended up.
 */
async function drawn(page: Page, screen: Screen, lang: Lang): Promise<string> {
  const title = screen.titles ? `${screen.titles[lang]} · Quality Portal` : null;
  await page.waitForFunction(
    ({ title }) => {
      const elsewhere = /^\/(forbidden|error)\b/.test(location.pathname);
      if (title && document.title !== title && !elsewhere) return false;
      const heading = [...document.querySelectorAll(title ? 'h1' : 'h1:not([data-axe-previous])')].some(
        (element) => element.getClientRects().length > 0,
      );
      if (!heading) return false;
      if (document.querySelector('[role="status"] .animate-spin')) return false;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (/^(Loading|Chargement)[^.…]*(…|\.\.\.)$/.test(node.textContent?.trim() ?? '')) return false;
      return true;
    },
    { title },
    { timeout: 20_000 },
  );
  await atRest(page);
  return page.evaluate(() => location.pathname);
}

/** Same-origin link targets on the page (paths), to give routes with a required parameter a real value. */
async function linkTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => link.origin === location.origin)
      .map((link) => link.pathname),
  );
}

/**
 * Routes whose parameter is a booking id and that no screen links to (a booking's step actions open them):
 * swept with the first booking an edit link names.
 */
const BOOKING_ID_ROUTES = new Set([
  'cancel-booking/:id/Cancel',
  'inspsplit/split-booking/:id',
  'insppicking/booking-picking/:id',
  'send-email/send-email/:id',
]);

function bookingUrl(screen: Screen, entity: string, links: Set<string>): string | null {
  if (!BOOKING_ID_ROUTES.has(screen.route)) return null;
  const edit = new RegExp(`^/${entity}/inspedit/edit-booking/([1-9]\\d*)$`);
  const id = [...links].map((link) => edit.exec(link)?.[1]).find(Boolean);
  return id ? `/${entity}/${screen.route.replace(':id', id)}` : null;
}

async function switchToFrench(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('dialog', { name: 'User menu' }).getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu utilisateur' })).toHaveCount(0);
}

test.describe('accessibility', { tag: '@shell' }, () => {
  // The two languages are two tests, so that the two workers can share the sweep.
  test.describe.configure({ mode: 'parallel' });

  for (const lang of ['en', 'fr'] as const)
    test(`every signed-in screen, in ${lang === 'en' ? 'English' : 'French'}, has no serious or critical axe violation`, async ({
      page,
    }) => {
      test.setTimeout(10 * 60_000);
      await sweep(page, lang);
    });

  async function sweep(page: Page, lang: Lang) {
    const started = Date.now();
    await page.setViewportSize({ width: 1400, height: 900 });
    await enterAs(page, 'admin');
    const entity = new URL(page.url()).pathname.split('/')[1]!;
    expect(entity).toMatch(/^\d+$/);

    const remotes = await remoteRoutes(page);
    const screens = [...hostScreens(entity), ...screensOf(entity, remotes)];
    const findings: AxeFinding[] = [];
    const notDrawn: string[] = [];
    const redirected: string[] = [];
    const links = new Set<string>();
    let checked = 0;
    let drawing = 0;
    let axeTime = 0;

    if (lang === 'fr') await switchToFrench(page);
    const visit = async (screen: Screen) => {
      const name = `${lang} ${screen.url} (${screen.area} ${screen.route})`;
      await go(page, screen.url!, Boolean(screen.titles));
      let landed: string;
      const navigated = Date.now();
      try {
        landed = await drawn(page, screen, lang);
      } catch (error) {
        notDrawn.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
        await snap(page, `a11y-not-drawn-${lang}-${notDrawn.length}`);
        return;
      }
      const checking = Date.now();
      drawing += checking - navigated;
      const expected = new URL(screen.url!, 'http://portal').pathname;
      if (landed !== expected) redirected.push(`${name} → ${landed}`);
      findings.push(...(await axeCheck(page, name)));
      axeTime += Date.now() - checking;
      checked += 1;
      for (const link of await linkTargets(page)) links.add(link);
    };

    // Parameter-free screens first: their links give the others a real id. A screen whose link shows only
    // on a screen swept after it gets another round, until a round finds no new link.
    let pending = [
      ...screens.filter((screen) => !screen.pattern),
      ...screens.filter((screen) => screen.pattern),
    ];
    while (pending.length) {
      const waiting: Screen[] = [];
      for (const screen of pending) {
        if (screen.pattern && !screen.url)
          screen.url =
            [...links].find((link) => screen.pattern!.test(link)) ?? bookingUrl(screen, entity, links);
        if (screen.url) await visit(screen);
        else waiting.push(screen);
      }
      if (waiting.length === pending.length) break;
      pending = waiting;
    }

    fs.writeFileSync(
      path.join(ROOT, `test-results/a11y-${lang}.json`),
      JSON.stringify({ checked, findings, notDrawn, redirected }, null, 2),
    );
    const unvisited = screens
      .filter((screen) => !screen.url)
      .map((screen) => `${screen.area} ${screen.route}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const perRule = new Map<string, number>();
    for (const finding of findings) perRule.set(finding.rule, (perRule.get(finding.rule) ?? 0) + 1);
    console.log(
      `axe (${lang}): ${checked} screens checked, ${findings.length} violations ` +
        `(${seconds} s: ${(drawing / 1000).toFixed(0)} s waiting for screens, ${(axeTime / 1000).toFixed(0)} s in axe)`,
    );
    if (perRule.size)
      console.log(`axe (${lang}): by rule: ${[...perRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
    if (unvisited.length)
      console.log(`axe (${lang}): not visited (no link to them on a swept screen): ${unvisited.join(', ')}`);
    if (redirected.length) console.log(`axe (${lang}): redirected elsewhere:\n${redirected.join('\n')}`);
    expect(notDrawn, `screens not drawn within 20 s:\n${notDrawn.join('\n')}`).toEqual([]);
    // The count only: the message lists every violation, one line each.
    expect(findings.length, `serious or critical violations:\n${formatAxeFindings(findings)}`).toBe(0);
  }
});
