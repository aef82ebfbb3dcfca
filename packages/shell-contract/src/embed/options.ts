// The embed loader's pure part: attributes and options in, a checked description of the area out, and the
// events the element dispatches. No DOM rendering and no federation here, so it is tested without a browser.

export type EmbedLang = 'en' | 'fr';
export type EmbedHistory = 'memory' | 'browser';

/** What an integrator passes to `portalEmbed.mount(element, options)` (the element's attributes, typed). */
export interface EmbedOptions {
  remote: string;
  path: string;
  lang?: string | null;
  apiBase?: string | null;
  token?: string | null;
  entity?: number | string | null;
  history?: string | null;
  /** With history="browser": the page address the area's paths hang below (default: the page's path). */
  basePath?: string | null;
}

/** The options after defaults and checks. */
export interface AreaOptions {
  remote: string;
  path: string;
  lang: EmbedLang;
  apiBase: string;
  token: string | null;
  entityId: number | null;
  history: EmbedHistory;
  basePath: string;
}

export class EmbedOptionsError extends Error {}

/** The attributes `<portal-area>` reads; changing one of them mounts the area again. */
export const AREA_ATTRIBUTES = [
  'remote',
  'path',
  'lang',
  'api-base',
  'token',
  'entity',
  'history',
  'base-path',
] as const;

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

/** An area path is `/{entity}/{area}/...`, as in the portal's own addresses. */
function normalizePath(path: string): string {
  const trimmed = path.trim();
  if (!trimmed) throw new EmbedOptionsError('path is required, e.g. path="/1/leavesearch/leave-summary"');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function entityOf(value: EmbedOptions['entity'], path: string): number | null {
  if (value != null && value !== '') {
    const entity = Number(value);
    if (!Number.isInteger(entity) || entity <= 0)
      throw new EmbedOptionsError(`entity is not an id: ${value}`);
    return entity;
  }
  // The path's first segment names the entity the screen opens in.
  const first = path.split('/')[1] ?? '';
  return /^\d+$/.test(first) ? Number(first) : null;
}

/** `fr`, `fr-CA`... read as French; anything else as English. */
export function embedLang(value: string | null | undefined, fallback?: string | null): EmbedLang {
  const chosen = (value || fallback || 'en').toLowerCase();
  return chosen === 'fr' || chosen.startsWith('fr-') ? 'fr' : 'en';
}

/**
 * Checks an integrator's options. `scriptUrl` is where embed.js was loaded from: the API defaults to its
 * origin, and `pageLang` (the page's `<html lang>`) is the language when none is given.
 */
export function parseAreaOptions(
  options: EmbedOptions,
  scriptUrl: string,
  page: { pageLang?: string | null; pathname?: string } = {},
): AreaOptions {
  const remote = (options.remote ?? '').trim().toLowerCase();
  if (!REMOTE_NAME.test(remote))
    throw new EmbedOptionsError(`remote is not an area name: "${options.remote}"`);
  const path = normalizePath(options.path ?? '');
  const history = (options.history ?? 'memory').trim().toLowerCase();
  if (history !== 'memory' && history !== 'browser')
    throw new EmbedOptionsError(`history must be "memory" or "browser", not "${options.history}"`);
  const apiBase = (options.apiBase?.trim() || new URL(scriptUrl).origin).replace(/\/+$/, '');
  try {
    new URL(apiBase);
  } catch {
    throw new EmbedOptionsError(`api-base is not an absolute URL: "${options.apiBase}"`);
  }
  const basePath = (options.basePath?.trim() || page.pathname || '/').replace(/\/+$/, '') || '/';
  return {
    remote,
    path,
    lang: embedLang(options.lang, page.pageLang),
    apiBase,
    token: options.token?.trim() || null,
    entityId: entityOf(options.entity, path),
    history,
    basePath,
  };
}

/** The element's attributes as options (an absent attribute is null, so the defaults apply). */
export function optionsFromAttributes(read: (name: string) => string | null): EmbedOptions {
  return {
    remote: read('remote') ?? '',
    path: read('path') ?? '',
    lang: read('lang'),
    apiBase: read('api-base'),
    token: read('token'),
    entity: read('entity'),
    history: read('history'),
    basePath: read('base-path'),
  };
}

/**
 * Where a remote's entry is: beside embed.js for the remote the script came from, and for any other remote
 * of the same portal in the sibling folder (`/remotes/hr/embed.js` -> `/remotes/masterdata/remoteEntry.js`),
 * so one script tag can show areas of several remotes.
 */
export function remoteEntryUrl(scriptUrl: string, remote: string): string {
  const folder = new URL('.', scriptUrl);
  const own = folder.pathname.split('/').filter(Boolean).pop();
  return new URL(own === remote ? 'remoteEntry.js' : `../${remote}/remoteEntry.js`, folder).href;
}

export type PortalEventName = 'portal:signed-in' | 'portal:signed-out' | 'portal:navigated' | 'portal:error';

export type PortalEventDetail = {
  'portal:signed-in': Record<string, never>;
  'portal:signed-out': Record<string, never>;
  'portal:navigated': { path: string };
  'portal:error': { message: string };
};

/** Events bubble and cross the shadow boundary, so a listener on the page (or on document) hears them. */
export function portalEvent<K extends PortalEventName>(
  name: K,
  detail: PortalEventDetail[K],
): CustomEvent<PortalEventDetail[K]> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}

/** A mount event of the remote, as the element's DOM event. */
export function eventOfMount(
  event: { type: 'signed-in' } | { type: 'signed-out' } | { type: 'navigated'; path: string },
): CustomEvent {
  if (event.type === 'navigated') return portalEvent('portal:navigated', { path: event.path });
  return portalEvent(`portal:${event.type}`, {});
}

const MESSAGES: Record<EmbedLang, Record<'loading' | 'failed', string>> = {
  en: { loading: 'Loading…', failed: 'This portal area could not be shown: {message}' },
  fr: { loading: 'Chargement…', failed: "Cet espace du portail n'a pas pu être affiché : {message}" },
};

/** The loader's own texts (before React and the area's messages are there). */
export function loaderText(lang: EmbedLang, key: 'loading' | 'failed', message = ''): string {
  return MESSAGES[lang][key].replace('{message}', message);
}
