import type { Banner } from '../contracts';
import { cookieString } from './cookies';

/** Cookie that hides a closed popup banner; it lives 60 s × appear_in_period. */
export const bannerCookieName = (bannerId: number): string => `popup_banner_${bannerId}`;
export const bannerHiddenSeconds = (appearInPeriodMinutes: number): number => 60 * Math.max(0, appearInPeriodMinutes);
/** The cookie that hides `banner` for its period once closed or followed. */
export const closedBannerCookie = (banner: Banner): string =>
  cookieString(bannerCookieName(banner.id), '1', bannerHiddenSeconds(banner.appear_in_period));

/** Popup banners show only on these paths. */
export const POPUP_BANNER_PATHS: readonly string[] = ['/', '/en', '/menu', '/en/menu'];
export const showsPopupBanners = (pathname: string): boolean => POPUP_BANNER_PATHS.includes(pathname.replace(/(.)\/$/, '$1'));

/** The popup banner a page shows: the first of the tenant's popup banners not hidden, on the pages that show them. */
export const popupBannerToShow = (
  popupBanners: readonly Banner[],
  pathname: string,
  isHidden: (bannerId: number) => boolean,
): Banner | undefined => (showsPopupBanners(pathname) ? popupBanners.find((banner) => !isHidden(banner.id)) : undefined);

/**
 * The shell server's routes that count a popup banner as closed before the page's scripts run (a
 * server-painted popup works without them): the close form posts to one, the banner's link goes
 * through the other to its target. Both set the banner's cookie.
 */
export const POPUP_BANNER_ROUTES = {
  close: (bannerId: number): string => `/popup-banners/${bannerId}/close`,
  follow: (bannerId: number): string => `/popup-banners/${bannerId}/follow`,
  pattern: /^\/popup-banners\/(\d{1,9})\/(close|follow)$/,
};
