import type { Locale, Setting } from '@storefront/shared/contracts';
import { themeCss, themeVariables } from '@storefront/shared/site';
import { fontFallbackOf } from './font-fallbacks';
import { brandColors } from './web-manifest';

/** The tenant's public Mapbox token (website group): with one, the address map loads and the page's policy allows Mapbox. */
export const MAPBOX_TOKEN_SETTING = 'website.mapbox_token';

/** What the server writes into <head> for a tenant's page. */
export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  favicon: string | undefined;
  ogImage: string | undefined;
  themeCss: string;
  /** The tenant's primary colour (the browser's and the installed app's title bar). */
  themeColor: string;
}

/**
 * The head of a page from the tenant's first-paint settings: a `language.{locale}.*` setting wins
 * over the `general.*` one. Media paths become absolute on the public API URL.
 */
export const pageHead = (settings: readonly Setting[], locale: Locale, fallbackTitle: string, apiPublicUrl: string): PageHead => {
  const byKey = new Map(settings.map((s) => [s.key, s.value]));
  const text = (name: string): string | undefined => {
    for (const key of [`language.${locale}.${name}`, `general.${name}`]) {
      const value = byKey.get(key);
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
    return undefined;
  };
  const media = (name: string) => {
    const path = text(name);
    return path ? new URL(path, apiPublicUrl).href : undefined;
  };
  const theme = themeVariables(settings, apiPublicUrl);
  const fontFallback = fontFallbackOf(theme['--sf-font']);
  return {
    title: text('page_title') ?? text('site_name') ?? fallbackTitle,
    description: text('site_description') ?? '',
    keywords: text('site_keywords') ?? '',
    favicon: media('favicon'),
    ogImage: media('og_image'),
    themeCss: themeCss(fontFallback ? { ...theme, '--sf-font-fallback': fontFallback } : theme),
    themeColor: brandColors(settings).theme,
  };
};
