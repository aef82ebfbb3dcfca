import { lazy, type ComponentType } from 'react';

const RELOAD_MARK = 'portal:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? '';
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(message);
}

const browserIsOffline = () => globalThis.navigator?.onLine === false;

/**
 * Loads a lazy module; when its chunk fails to load, reloads the page once (spec section 8): after a
 * deployment the old chunk names are gone and a reload fetches the new ones. The session mark stops a loop.
 * Offline, a reload would replace the whole portal with the browser's own error page, so the error is
 * thrown instead and the area's fallback (with Retry) shows.
 */
export async function loadOrReload<T>(
  factory: () => Promise<T>,
  reload: () => void = () => globalThis.location.reload(),
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage,
  isOffline: () => boolean = browserIsOffline,
): Promise<T> {
  try {
    const loaded = await factory();
    storage?.removeItem(RELOAD_MARK);
    return loaded;
  } catch (error) {
    if (isChunkLoadError(error) && !isOffline() && !storage?.getItem(RELOAD_MARK)) {
      storage?.setItem(RELOAD_MARK, '1');
      reload();
      // The page is going away; never settle, so nothing renders an error in between.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}

/** React.lazy with the reload-once behaviour of `loadOrReload`. */
export function lazyWithReload<T extends ComponentType<object>>(factory: () => Promise<{ default: T }>) {
  return lazy(() => loadOrReload(factory));
}
