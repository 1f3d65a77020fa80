import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Banner, Locale } from '../contracts';
import { bannerTarget } from '../site/banner-target';
import { useStores } from '../stores/context';

/** A click the browser should handle itself: another tab or window, a download. */
const opensElsewhere = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A banner's link to where it leads (`bannerTarget`); an image-only banner renders its children alone.
 * Following it takes the banner's offer into the order draft (the checkout applies it); `onFollow` runs
 * then too (a popup counts that as closing it). `via` is
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
  const { orderDraft } = useStores();
  const target = bannerTarget(banner, locale);
  if (!target) return <>{children}</>;
  const followed = () => {
    if (banner.offer) orderDraft.update({ offer: banner.offer });
    onFollow?.();
  };
  if (target.kind === 'site') {
    return (
      <a className={className} href={via ?? target.url} target="_blank" rel="noopener noreferrer" onClick={followed}>
        {children}
      </a>
    );
  }
  if (!via) {
    return (
      <Link className={className} to={target.path} onClick={followed}>
        {children}
      </Link>
    );
  }
  const follow = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    followed();
    void navigate(target.path);
  };
  return (
    <a className={className} href={via} onClick={follow}>
      {children}
    </a>
  );
}
