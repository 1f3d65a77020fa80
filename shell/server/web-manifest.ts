import type { Locale, Setting, Tenant } from '@storefront/shared/contracts';
import { themeVariables } from '@storefront/shared/site';

/** Where the manifest of each language is served (docs/design.md, "Installable storefront"). */
export const MANIFEST_PATHS: Record<Locale, string> = { ar: '/manifest.webmanifest', en: '/en/manifest.webmanifest' };

/** The tenant's icons, rendered from its logo by the shell's server (app-icons.ts). */
export const APP_ICON_PATHS = {
  any192: '/app-icons/192.png',
  any512: '/app-icons/512.png',
  maskable512: '/app-icons/maskable-512.png',
} as const;

/** Used when the tenant set no colour of its own: the storefront's default theme (shared/src/ui/theme.css). */
export const DEFAULT_THEME_COLOR = '#8a3b12';
export const DEFAULT_BACKGROUND_COLOR = '#fbf8f5';

/** Chromium shows at most about 12 characters of a short name under an icon. */
const SHORT_NAME_MAX = 12;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: Locale;
  dir: 'rtl' | 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

const textSetting = (settings: readonly Setting[], locale: Locale, name: string): string | undefined => {
  const byKey = new Map(settings.map((s) => [s.key, s.value]));
  for (const key of [`language.${locale}.${name}`, `general.${name}`]) {
    const value = byKey.get(key);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
};

/** The tenant's brand colours, checked as the page's theme checks them (an invalid one falls back to the default). */
export const brandColors = (settings: readonly Setting[]): { theme: string; background: string } => {
  const theme = themeVariables(settings);
  return { theme: theme['--sf-primary'] ?? DEFAULT_THEME_COLOR, background: theme['--sf-background'] ?? DEFAULT_BACKGROUND_COLOR };
};

/** A short name that fits under an icon: the tenant's title when short enough, else its first word(s) cut to fit. */
const shortNameOf = (name: string): string => {
  if ([...name].length <= SHORT_NAME_MAX) return name;
  const words = name.split(/\s+/);
  let short = '';
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if ([...next].length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || [...name].slice(0, SHORT_NAME_MAX).join('');
};

/**
 * The web app manifest of a tenant's storefront in one language: its name and colours from the
 * tenant's settings (the ones its pages show), its logo as icons (192 and 512, and a maskable 512),
 * opening at the home page of that language, standalone.
 */
export const buildWebManifest = ({
  tenant,
  settings,
  locale,
}: {
  tenant: Tenant;
  settings: readonly Setting[];
  locale: Locale;
}): WebManifest => {
  const name = textSetting(settings, locale, 'site_name') ?? tenant.title[locale];
  const description = textSetting(settings, locale, 'site_description');
  const home = locale === 'en' ? '/en/' : '/';
  const colors = brandColors(settings);
  return {
    id: home,
    name,
    short_name: shortNameOf(tenant.title[locale]),
    ...(description ? { description } : {}),
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    start_url: home,
    // Arabic's pages are at the root, English's under /en/: the Arabic app's scope is the whole site.
    scope: home,
    display: 'standalone',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: [
      { src: APP_ICON_PATHS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: APP_ICON_PATHS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: APP_ICON_PATHS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
};
