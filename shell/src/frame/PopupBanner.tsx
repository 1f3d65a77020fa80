import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  BannerLink,
  OfferOff,
  bannerCookieName,
  closedBannerCookie,
  localizePath,
  POPUP_BANNER_ROUTES,
  popupBannerToShow,
  readCookie,
  useFocusTrap,
  useNamespace,
  useStores,
  type Banner,
  useLocation,
} from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { useAfterPageLoad } from './after-page-load';

/**
 * The banner over the page. Painted by the server, it works before the page's scripts run: its
 * buttons post a form to the server's close route and its link goes through the follow route, both
 * of which set the banner's cookie; with the scripts, clicks close it in place.
 */
function BannerDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { locale, mediaUrl, tenant } = useStores();
  const { pathname, search } = useLocation();
  const { t } = useNamespace(NAMESPACE, texts);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const formId = useId();
  useFocusTrap(dialog, onClose);
  const title = banner.title[locale.locale];
  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <div className="sf-popup">
      <form id={formId} method="post" action={POPUP_BANNER_ROUTES.close(banner.id)} hidden>
        <input type="hidden" name="back" value={`${pathname}${search}`} />
      </form>
      <button type="submit" form={formId} className="sf-popup__overlay" aria-label={t('closeBanner')} tabIndex={-1} onClick={close} />
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="sf-popup__dialog">
        <h2 id={titleId} className="sf-visually-hidden">
          {title}
        </h2>
        <button type="submit" form={formId} className="sf-popup__close" aria-label={t('closeBanner')} onClick={close}>
          ×
        </button>
        {/* Following the banner counts as closing it: it stays hidden for its period. */}
        <BannerLink
          banner={banner}
          locale={locale.locale}
          onFollow={onClose}
          via={localizePath(POPUP_BANNER_ROUTES.follow(banner.id), locale.locale)}
        >
          <img
            src={mediaUrl(banner.image)}
            alt={title}
            width={500}
            height={500}
            fetchPriority="high"
            decoding="sync"
            className="sf-popup__image"
          />
          {banner.offer ? <OfferOff offer={banner.offer} currency={tenant.country.currency} until className="sf-popup__offer" /> : null}
        </BannerLink>
      </div>
    </div>
  );
}

/**
 * The tenant's popup banner on the home and menu pages, once per period (a cookie per banner). The
 * server paints it with the page when the visitor's cookies call for it, and the browser keeps that
 * one while it hydrates; otherwise it is shown once the page has loaded, so it never delays the
 * route's content. An overlay of fixed size, it never shifts it.
 */
export const PopupBanner = observer(function PopupBanner() {
  const { content, ui } = useStores();
  const pageLoaded = useAfterPageLoad();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState<number[]>([]);
  // Until the page has loaded, only the server's choice (the cookies are the browser's), so a server-rendered page hydrates as it was sent.
  const banner = popupBannerToShow(
    content.popupBanners,
    pathname,
    (id) => closed.includes(id) || (pageLoaded ? readCookie(bannerCookieName(id)) !== undefined : id !== ui.firstPaintPopupBannerId),
  );
  const close = useCallback(() => {
    if (!banner) return;
    document.cookie = closedBannerCookie(banner);
    setClosed((ids) => [...ids, banner.id]);
  }, [banner]);
  if (!banner) return null;
  return <BannerDialog banner={banner} onClose={close} />;
});
