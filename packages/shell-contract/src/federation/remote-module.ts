import type { ComponentType, LazyExoticComponent } from 'react';
import type { Lang } from '@portal/domain';
import type { AppBuild } from './app-build';

/** One screen of a remote, rendered under `/:entity/`. */
export interface RemoteRoute {
  /** Path below `/:entity/`, e.g. `inspsummary/booking-summary` (react-router pattern, params allowed). */
  path: string;
  /** The permission the guard requires (case-insensitive); omitted for screens every signed-in user may see. */
  permission?: string;
  /** Message id of the screen title, used for the document title. */
  titleId: string;
  /**
   * The screen keeps its data on the device and works offline (the inspection report): the guard lets it
   * open, or reload, without a network instead of showing /error/0.
   */
  availableOffline?: boolean;
  component: ComponentType | LazyExoticComponent<ComponentType>;
}

/** What every remote exposes as `./module`. */
export interface RemoteModule {
  id: string;
  routes: readonly RemoteRoute[];
  messages: Record<Lang, Record<string, string>>;
  /**
   * The remote's own build (`__PORTAL_BUILD__` compiled into the remote): shell-contract code runs as the
   * host's instance, so only the remote can report what it was built with. The host refuses a module
   * whose contract is incompatible with its own (contractCompatible).
   */
  build: AppBuild;
}

/** Options of every remote's `./mount` (spec: mount(element, options) => unmount). */
export interface MountOptions {
  apiBase: string;
  token: string | null;
  entityId: number | null;
  lang: Lang;
  /** Where the integrator's page puts the remote, e.g. `/embedded/inspection`. */
  basePath: string;
  /**
   * `browser` (default) follows the page's address below basePath; `memory` keeps navigation inside the
   * element, so the page's URL never changes (embedding).
   */
  router?: 'browser' | 'memory';
  /** The first path shown by a memory router, e.g. `/1/leavesearch/leave-summary`. */
  initialPath?: string;
  /** Where the form rule files (assets/validator/) are, when the page is not the portal's (embedding). */
  assetsBase?: string;
  /** Headless UI portals (menus, dialogs) render here instead of document.body, e.g. inside a shadow root. */
  portalTarget?: HTMLElement;
  /** Sign-in, sign-out and navigation inside the mounted area, for the embedding page. */
  onEvent?: (event: MountEvent) => void;
}

export type MountEvent = { type: 'signed-in' } | { type: 'signed-out' } | { type: 'navigated'; path: string };

export type Mount = (element: HTMLElement, options: MountOptions) => () => void;

/** An entry of `remotes.json`, read by the host at start-up. */
export interface RemoteConfig {
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** First path segments after `/{entity}/` the remote owns; `*` matches any run of characters. */
  areas: string[];
}
