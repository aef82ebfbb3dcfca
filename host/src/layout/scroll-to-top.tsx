import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SCROLL_TO_TOP_AFTER } from '@portal/domain';

/** A back-to-top button, shown once the page is scrolled more than 200 px (spec section 9). */
export function ScrollToTop() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TO_TOP_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={intl.formatMessage({ id: 'layout.scrollTop' })}
      title={intl.formatMessage({ id: 'layout.scrollTop' })}
      className="fixed right-6 bottom-6 z-20 rounded-full bg-sky-700 p-3 text-white shadow-lg hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
    >
      <svg viewBox="0 0 20 20" aria-hidden className="h-5 w-5 fill-none stroke-current stroke-2">
        <path d="M10 16V4M4 10l6-6 6 6" />
      </svg>
    </button>
  );
}
