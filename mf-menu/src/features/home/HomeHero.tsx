import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@storefront/shared';

/**
 * The top of the home page from the tenant's settings: its cover image (`website.cover_image`), a
 * title (`language.{locale}.hero_title`, else the site name) and its description, around the
 * order-type buttons it is given.
 */
export const HomeHero = observer(function HomeHero({ children }: { children: ReactNode }) {
  const { tenant, locale, mediaUrl } = useStores();
  const lang = locale.locale;
  const cover = tenant.setting('website.cover_image')?.trim();
  const title = tenant.setting(`language.${lang}.hero_title`)?.trim() || tenant.siteName(lang);
  const description = tenant.setting(`language.${lang}.site_description`)?.trim();
  return (
    <div className={cover ? 'sf-hero sf-hero--cover' : 'sf-hero'}>
      {cover && <img className="sf-hero__cover" src={mediaUrl(cover)} alt="" width={1200} height={400} fetchPriority="high" />}
      <div className="sf-hero__body">
        <h2 className="sf-hero__title">{title}</h2>
        {description && <p className="sf-hero__description">{description}</p>}
        {children}
      </div>
    </div>
  );
});
