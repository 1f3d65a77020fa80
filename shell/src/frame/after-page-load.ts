import { useEffect, useState } from 'react';

/**
 * False until the page has loaded (the route's own content and pictures painted) and the browser is
 * idle: what may wait for that, like the popup banner, then neither delays the route's first paint
 * nor competes with its pictures for the network (docs/decisions/popup-banner-server-painted.md).
 */
export const useAfterPageLoad = (): boolean => {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      timer = setTimeout(() => setLoaded(true), 0);
    };
    const onLoad = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(whenIdle, { timeout: 1000 });
      else whenIdle();
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      clearTimeout(timer);
    };
  }, []);
  return loaded;
};
