import type { Locale } from '../contracts';
import type { Translations } from './common';

/**
 * A namespace's texts from its parts, each kept in both languages beside its feature:
 * `textsOfParts({ screens, checkout: checkoutTexts })` is `{ ar: { screens, checkout }, en: { … } }`.
 */
export const textsOfParts = <P extends Record<string, Translations<object>>>(parts: P) => {
  const inLocale = <L extends Locale>(locale: L) =>
    Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part[locale]])) as { [K in keyof P]: P[K][L] };
  return { ar: inLocale('ar'), en: inLocale('en') };
};
