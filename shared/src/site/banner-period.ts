/** Cookie that hides a closed popup banner; it lives 60 s × appear_in_period. */
export const bannerCookieName = (bannerId: number): string => `popup_banner_${bannerId}`;
export const bannerHiddenSeconds = (appearInPeriodMinutes: number): number => 60 * Math.max(0, appearInPeriodMinutes);

/** Popup banners show only on these paths. */
export const POPUP_BANNER_PATHS: readonly string[] = ['/', '/en', '/menu', '/en/menu'];
export const showsPopupBanners = (pathname: string): boolean => POPUP_BANNER_PATHS.includes(pathname.replace(/(.)\/$/, '$1'));
