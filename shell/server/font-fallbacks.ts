/** The fonts shell/src/theme/fonts.css hosts (with the faces named here), each with its size-adjusted local stand-in. */
const HOSTED_FONTS: Readonly<Record<string, string>> = {
  cairo: "'Cairo Fallback'",
  tajawal: "'Tajawal Fallback'",
};

/** The first family of a CSS font-family list, unquoted and lower-cased (`"'Cairo', sans-serif"` → `cairo`). */
const firstFamily = (fontFamily: string): string =>
  (fontFamily.split(',')[0] ?? '')
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase();

/**
 * The stand-in face of a tenant font, when the storefront hosts that font: the server writes it into
 * the page's theme (`--sf-font-fallback`), so text drawn before the font arrives already takes its
 * room and the swap moves nothing.
 */
export const fontFallbackOf = (fontFamily: string | undefined): string | undefined =>
  fontFamily ? HOSTED_FONTS[firstFamily(fontFamily)] : undefined;
