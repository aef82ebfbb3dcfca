import { useEffect, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

/** Any loader of the shell, the ui kit or a remote announces itself as a status region. */
const LOADER = '[role="status"]';

/**
 * The route-loading overlay (spec section 4, UI states): after each navigation, while the page area still
 * shows a loader (a remote area or a lazy page being fetched) and the browser is online, a thin progress bar
 * runs at the top and the page area is veiled. Loaders a screen shows later (its own data) do not count.
 */
export function RouteLoadingOverlay({ outlet }: { outlet: RefObject<HTMLElement | null> }) {
  const intl = useIntl();
  const { key } = useLocation();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = outlet.current;
    if (!element) return;
    let armed = true;
    const check = () => {
      const loading = armed && globalThis.navigator?.onLine !== false && !!element.querySelector(LOADER);
      if (!loading) armed = false;
      setBusy(loading);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      setBusy(false);
    };
  }, [key, outlet]);

  if (!busy) return null;
  return (
    <>
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'layout.loading.route' })}
        className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-sky-100"
        data-testid="route-loading"
      >
        {/* The keyframes live in styles.css: the page's Content-Security-Policy refuses inline <style>. */}
        <div className="h-full w-1/3 animate-route-progress bg-sky-600" />
      </div>
      <div className="pointer-events-none absolute inset-0 z-10 bg-white/50" aria-hidden />
    </>
  );
}
