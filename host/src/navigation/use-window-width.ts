import { useEffect, useState } from 'react';

/** The window's inner width, followed on resize. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => globalThis.innerWidth ?? 1024);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
