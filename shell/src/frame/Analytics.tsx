import { useEffect } from 'react';
import { reaction } from 'mobx';
import { usableTrackingCodes, useStores } from '@storefront/shared';

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

/** Loads Google's tag for each enabled, valid tracking code of the tenant; nothing else is ever injected. */
const injectTag = (code: string): void => {
  if (document.querySelector(`script[data-tracking-code="${code}"]`)) return;
  const w = window as unknown as { dataLayer: unknown[]; gtag?: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag =
    w.gtag ??
    function gtag(...args: unknown[]) {
      w.dataLayer.push(args);
    };
  w.gtag('js', new Date());
  w.gtag('config', code);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(code)}`;
  script.dataset.trackingCode = code;
  document.head.appendChild(script);
};

export function Analytics() {
  const { content } = useStores();
  useEffect(
    () =>
      reaction(
        () => (content.state === 'ready' ? usableTrackingCodes(content.trackingCodes) : []),
        (codes) => codes.forEach(injectTag),
        { fireImmediately: true },
      ),
    [content],
  );
  return null;
}
