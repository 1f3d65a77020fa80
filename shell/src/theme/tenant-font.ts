import './fonts.css';

/** The fonts shell/src/theme/fonts.css hosts, each with its size-adjusted local stand-in. */
const HOSTED_FONTS: Readonly<Record<string, string>> = {
  cairo: "'Cairo Fallback'",
  tajawal: "'Tajawal Fallback'",
};

/** The first family of a CSS font-family list, unquoted and lower-cased (`"'Cairo', sans-serif"` → `cairo`). */
export const firstFamily = (fontFamily: string): string =>
  (fontFamily.split(',')[0] ?? '')
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase();

/** The stand-in face of a tenant font, when the storefront hosts that font. */
export const fontFallbackOf = (fontFamily: string | undefined): string | undefined =>
  fontFamily ? HOSTED_FONTS[firstFamily(fontFamily)] : undefined;

/** Before the first paint: the tenant's font gets its size-adjusted stand-in while it loads. */
export const applyTenantFont = (fontFamily: string | undefined, root: HTMLElement = document.documentElement): void => {
  const fallback = fontFallbackOf(fontFamily);
  if (fallback) root.style.setProperty('--sf-font-fallback', fallback);
};
