import { useEffect } from 'react';

/**
 * Marks the page `data-first-paint="hydrated"` (a server-rendered page React has hydrated) or
 * `"rendered"` (a page the browser rendered itself) once React has committed the app: its buttons and
 * links are the app's from then on. For support and tests; renders nothing.
 */
export function FirstPaintMark({ how }: { how: 'hydrated' | 'rendered' }) {
  useEffect(() => {
    document.documentElement.dataset.firstPaint = how;
  }, [how]);
  return null;
}
