import { lazy, type ComponentType } from 'react';

const RELOAD_MARK = 'portal:chunk-reload';

function isChunkLoadError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? '';
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(message);
}

/**
 * React.lazy that reloads the page once when a lazily loaded chunk fails to load (spec section 8): after a
 * deployment the old chunk names are gone, and a reload fetches the new ones. The session mark stops a loop.
 */
export function lazyWithReload<T extends ComponentType<object>>(factory: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      const loaded = await factory();
      globalThis.sessionStorage?.removeItem(RELOAD_MARK);
      return loaded;
    } catch (error) {
      if (isChunkLoadError(error) && !globalThis.sessionStorage?.getItem(RELOAD_MARK)) {
        globalThis.sessionStorage?.setItem(RELOAD_MARK, '1');
        globalThis.location.reload();
        return new Promise<{ default: T }>(() => undefined);
      }
      throw error;
    }
  });
}
