import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Banner, Locale } from '../contracts';
import { bannerTarget } from '../site/banner-target';

/** A click the browser should handle itself: another tab or window, a download. */
const opensElsewhere = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A banner's link to where it leads (`bannerTarget`); an image-only banner renders its children alone.
 * `onFollow` runs when the customer follows the link (a popup counts that as closing it). `via` is
 * the address the link carries instead of the target: a route of the site's server that leads there
 * (the popup's, so following it before the page's scripts run still counts); with the scripts, a
 * plain click goes straight to the target.
 */
export function BannerLink({
  banner,
  locale,
  children,
  onFollow,
  className,
  via,
}: {
  banner: Banner;
  locale: Locale;
  children: ReactNode;
  onFollow?: () => void;
  className?: string;
  via?: string;
}) {
  const navigate = useNavigate();
  const target = bannerTarget(banner, locale);
  if (!target) return <>{children}</>;
  if (target.kind === 'site') {
    return (
      <a className={className} href={via ?? target.url} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
        {children}
      </a>
    );
  }
  if (!via) {
    return (
      <Link className={className} to={target.path} onClick={onFollow}>
        {children}
      </Link>
    );
  }
  const follow = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onFollow?.();
    void navigate(target.path);
  };
  return (
    <a className={className} href={via} onClick={follow}>
      {children}
    </a>
  );
}
