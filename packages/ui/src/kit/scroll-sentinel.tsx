import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when it scrolls into view within its scrolling panel: the infinite-scroll trigger.
 * Re-observes after each load (`version`), so a short first page that leaves it visible loads the next.
 */
export function ScrollSentinel({ onVisible, version }: { onVisible(): void; version: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      // Start loading a little before the bottom is reached.
      { root: element.closest('[data-scroll-root]'), rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [version]);
  return <div ref={ref} data-testid="scroll-sentinel" className="h-px" />;
}
