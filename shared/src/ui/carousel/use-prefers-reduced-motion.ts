import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = (): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

/**
 * Whether the customer asked the system for less motion (followed live). Read once the page is
 * shown, so a server-rendered page hydrates as it was sent.
 */
export const usePrefersReducedMotion = (): boolean => {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const list = media();
    if (!list) return undefined;
    const onChange = () => setReduced(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
};
