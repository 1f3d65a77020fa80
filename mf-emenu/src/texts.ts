import type { Translations } from '@storefront/shared';

/** The `emenu` namespace: this remote's texts in both languages. */
export const texts = {
  en: {
    screens: {
      emenu: 'Electronic menu',
      emenuBranch: 'Branch menu',
      emenuBranches: 'Branches menu',
    },
  },
  ar: {
    screens: {
      emenu: 'القائمة الإلكترونية',
      emenuBranch: 'قائمة الفرع',
      emenuBranches: 'قوائم الفروع',
    },
  },
} satisfies Translations<{ screens: Record<string, string> }>;

export const NAMESPACE = 'emenu';
