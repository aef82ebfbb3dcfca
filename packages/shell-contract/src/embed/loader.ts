import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import baseCss from './embed.css';
import {
  AREA_ATTRIBUTES,
  eventOfMount,
  loaderText,
  optionsFromAttributes,
  parseAreaOptions,
  portalEvent,
  remoteEntryUrl,
  type AreaOptions,
  type EmbedOptions,
} from './options';
import { guardModals } from './modal-guard';
import { addStyleRoot, insertRemoteStylesheet } from './style-registry';

type MountFn = (
  element: HTMLElement,
  options: {
    apiBase: string;
    token: string | null;
    entityId: number | null;
    lang: 'en' | 'fr';
    basePath: string;
    assetsBase: string;
    router: 'memory' | 'browser';
    initialPath: string;
    portalTarget: HTMLElement;
    onEvent: (event: Parameters<typeof eventOfMount>[0]) => void;
  },
) => () => void;

export interface PortalEmbed {
  /** Shows one portal area in `element` (in a shadow root); resolves to the function that removes it. */
  mount(element: HTMLElement, options: EmbedOptions): Promise<() => void>;
  /** The URL of the first embed.js on the page: entries and the default API are found from it. */
  readonly scriptUrl: string;
  /** Called by every further embed.js on the page, so its remote loads from where that script came from. */
  addScript(url: string): void;
}

declare global {
  interface Window {
    portalEmbed?: PortalEmbed;
    __portalEmbedStyles?: (link: HTMLLinkElement) => void;
  }
}

const registered = new Set<string>();
/** Every embed.js on the page: a remote whose own script is there loads from beside it (own origin). */
const scripts = new Set<string>();

function entryOf(firstScript: string, remote: string): string {
  for (const script of scripts) {
    const folder = new URL('.', script).pathname.split('/').filter(Boolean).pop();
    if (folder === remote) return remoteEntryUrl(script, remote);
  }
  return remoteEntryUrl(firstScript, remote);
}

function loadMount(scriptUrl: string, remote: string): Promise<MountFn> {
  if (!registered.has(remote)) {
    registerRemotes([{ name: remote, entry: entryOf(scriptUrl, remote) }]);
    registered.add(remote);
  }
  return loadRemote<{ mount?: MountFn; default?: MountFn }>(`${remote}/mount`).then((loaded) => {
    const mount = loaded?.mount ?? loaded?.default;
    if (typeof mount !== 'function') throw new Error(`${remote} has no mount`);
    return mount;
  });
}

/**
 * The API refuses pages whose origin it does not list (403 with a translated message, readable by the page);
 * asked once per API before anything else is shown, so a refused page gets that message, not a broken form.
 */
const refusals = new Map<string, Promise<string | null>>();
function originRefusal(apiBase: string, lang: string): Promise<string | null> {
  const key = `${apiBase}|${lang}`;
  if (!refusals.has(key))
    refusals.set(
      key,
      fetch(`${apiBase}/api/health?lang=${lang}`, { mode: 'cors', credentials: 'omit' }).then(
        async (response) => {
          if (response.status !== 403) return null;
          const body = (await response.json().catch(() => null)) as { message?: string } | null;
          return body?.message ?? `HTTP 403`;
        },
        () => null, // unreachable: loading the area reports it
      ),
    );
  return refusals.get(key)!;
}

interface Shell {
  root: ShadowRoot;
  container: HTMLElement;
  portals: HTMLElement;
  status: HTMLElement;
}

function prepareShadow(element: HTMLElement): Shell {
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  root.replaceChildren();
  const style = document.createElement('style');
  style.textContent = baseCss;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.className = 'p-4 text-sm text-slate-600';
  const container = document.createElement('div');
  container.setAttribute('data-portal-area', '');
  const portals = document.createElement('div');
  portals.setAttribute('data-portal-portals', '');
  root.append(style, status, container, portals);
  return { root, container, portals, status };
}

function keepInitialBrowserPath(options: AreaOptions): void {
  const { basePath, path } = options;
  const here = window.location.pathname.replace(/\/+$/, '');
  if (here === basePath.replace(/\/+$/, '') || here === '')
    window.history.replaceState(window.history.state, '', `${basePath === '/' ? '' : basePath}${path}`);
}

async function mountArea(scriptUrl: string, element: HTMLElement, input: EmbedOptions) {
  let options: AreaOptions;
  const shell = prepareShadow(element);
  const fail = (lang: 'en' | 'fr', message: string) => {
    shell.status.textContent = loaderText(lang, 'failed', message);
    shell.status.setAttribute('role', 'alert');
    element.dispatchEvent(portalEvent('portal:error', { message }));
  };
  try {
    options = parseAreaOptions(input, scriptUrl, {
      pageLang: document.documentElement.lang,
      pathname: window.location.pathname,
    });
  } catch (error) {
    fail('en', (error as Error).message);
    return () => undefined;
  }
  shell.status.textContent = loaderText(options.lang, 'loading');
  const dropStyles = addStyleRoot(shell.root);
  try {
    // Both at once; a refusal wins over the load failure it causes (no CORS answer for the stylesheets).
    const loading = loadMount(scriptUrl, options.remote);
    loading.catch(() => undefined);
    const refusal = await originRefusal(options.apiBase, options.lang);
    if (refusal) {
      fail(options.lang, refusal);
      dropStyles();
      return () => undefined;
    }
    const mount = await loading;
    if (options.history === 'browser') keepInitialBrowserPath(options);
    shell.status.remove();
    const unmount = mount(shell.container, {
      apiBase: options.apiBase,
      token: options.token,
      entityId: options.entityId,
      lang: options.lang,
      basePath: options.basePath === '/' ? '' : options.basePath,
      // The remote's folder ships the form rule files too (assets/validator/).
      assetsBase: new URL('.', entryOf(scriptUrl, options.remote)).href,
      router: options.history,
      initialPath: options.path,
      portalTarget: shell.portals,
      onEvent: (event) => element.dispatchEvent(eventOfMount(event)),
    });
    const stopGuard = guardModals({
      root: shell.root,
      host: element,
      area: shell.container,
      portals: shell.portals,
    });
    return () => {
      stopGuard();
      unmount();
      dropStyles();
    };
  } catch (error) {
    dropStyles();
    fail(options.lang, (error as Error).message);
    return () => undefined;
  }
}

function defineElement(embed: PortalEmbed): void {
  if (customElements.get('portal-area')) return;
  class PortalArea extends HTMLElement {
    static observedAttributes = [...AREA_ATTRIBUTES];
    #unmount: Promise<() => void> | null = null;

    connectedCallback() {
      this.#start();
    }
    disconnectedCallback() {
      this.#stop();
    }
    attributeChangedCallback(_name: string, before: string | null, after: string | null) {
      if (this.isConnected && this.#unmount && before !== after) {
        this.#stop();
        this.#start();
      }
    }
    #start() {
      this.#unmount = embed.mount(
        this,
        optionsFromAttributes((name) => this.getAttribute(name)),
      );
    }
    #stop() {
      const pending = this.#unmount;
      this.#unmount = null;
      void pending?.then((unmount) => unmount());
    }
  }
  customElements.define('portal-area', PortalArea);
}

/** Installs `window.portalEmbed` and `<portal-area>` once per page, whichever embed.js came first. */
export function installEmbed(scriptUrl: string): PortalEmbed {
  scripts.add(scriptUrl);
  if (window.portalEmbed) {
    // A later embed.js of another remote: the first one's loader runs the page, and learns this URL.
    window.portalEmbed.addScript(scriptUrl);
    return window.portalEmbed;
  }
  // Remote CSS chunks land in the areas' shadow roots, never in the page (see style-registry).
  window.__portalEmbedStyles = insertRemoteStylesheet;
  const embed: PortalEmbed = {
    scriptUrl,
    addScript: (url) => void scripts.add(url),
    mount: (element, options) => mountArea(scriptUrl, element, options),
  };
  window.portalEmbed = embed;
  defineElement(embed);
  return embed;
}
