import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import {
  BannerLink,
  bannerCookieName,
  bannerHiddenSeconds,
  readCookie,
  showsPopupBanners,
  useFocusTrap,
  useNamespace,
  useStores,
  writeCookie,
  type Banner,
} from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { useAfterPageLoad } from './after-page-load';

function BannerDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { locale, mediaUrl } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialog, onClose);
  const title = banner.title[locale.locale];
  return (
    <div className="sf-popup">
      <button type="button" className="sf-popup__overlay" aria-label={t('closeBanner')} tabIndex={-1} onClick={onClose} />
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="sf-popup__dialog">
        <h2 id={titleId} className="sf-visually-hidden">
          {title}
        </h2>
        <button type="button" className="sf-popup__close" aria-label={t('closeBanner')} onClick={onClose}>
          ×
        </button>
        {/* Following the banner counts as closing it: it stays hidden for its period. */}
        <BannerLink banner={banner} locale={locale.locale} onFollow={onClose}>
          <img src={mediaUrl(banner.image)} alt={title} width={500} height={500} decoding="async" className="sf-popup__image" />
        </BannerLink>
      </div>
    </div>
  );
}

/**
 * The tenant's popup banner on the home and menu pages, once per period (a cookie per banner). Shown
 * once the page has loaded: an overlay of fixed size, it never delays or shifts the route's content.
 */
export const PopupBanner = observer(function PopupBanner() {
  const { content } = useStores();
  const pageLoaded = useAfterPageLoad();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState<number[]>([]);
  // Decided only after the page has loaded (the cookies are the browser's), so a server-rendered page hydrates as it was sent.
  const banner = pageLoaded
    ? content.popupBanners.find((b) => !closed.includes(b.id) && readCookie(bannerCookieName(b.id)) === undefined)
    : undefined;
  const close = useCallback(() => {
    if (!banner) return;
    writeCookie(bannerCookieName(banner.id), '1', bannerHiddenSeconds(banner.appear_in_period));
    setClosed((ids) => [...ids, banner.id]);
  }, [banner]);
  if (!banner || !showsPopupBanners(pathname)) return null;
  return <BannerDialog banner={banner} onClose={close} />;
});
