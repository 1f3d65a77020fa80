import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Banner, Locale } from '../contracts';
import { localizePath } from '../routing';

/**
 * Where a banner leads (spec: the same rules for popup and slider banners): an item opens the item,
 * a group the menu at that group, a url the address (another site in a new tab); any other banner is an image only.
 * `onFollow` runs when the customer follows the link (a popup counts that as closing it).
 */
export function BannerLink({
  banner,
  locale,
  children,
  onFollow,
  className,
}: {
  banner: Banner;
  locale: Locale;
  children: ReactNode;
  onFollow?: () => void;
  className?: string;
}) {
  switch (banner.type) {
    case 'item':
      if (banner.item_id === null) break;
      return (
        <Link className={className} to={localizePath(`/item/${banner.item_id}`, locale)} onClick={onFollow}>
          {children}
        </Link>
      );
    case 'group':
      if (banner.group_id === null) break;
      return (
        <Link className={className} to={`${localizePath('/menu', locale)}#group${banner.group_id}`} onClick={onFollow}>
          {children}
        </Link>
      );
    case 'url':
      if (banner.url && /^\/(?![/\\])/.test(banner.url)) {
        return (
          <Link className={className} to={localizePath(banner.url, locale)} onClick={onFollow}>
            {children}
          </Link>
        );
      }
      if (!banner.url || !/^https?:\/\//i.test(banner.url)) break;
      return (
        <a className={className} href={banner.url} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
          {children}
        </a>
      );
    default:
      break;
  }
  return <>{children}</>;
}
