import type { Locale } from '../contracts/common';

/** Parts of one line (an address, a car, options) with the comma of the language; empty parts left out. */
export const joinList = (parts: readonly (string | null | undefined)[], locale: Locale): string =>
  parts.filter((part): part is string => Boolean(part)).join(locale === 'ar' ? '، ' : ', ');
