import { useNamespace, type Translations } from '@storefront/shared';
import { allergenTexts } from './features/allergens/texts';
import { calorieTexts } from './features/calories/texts';
import { emenuTexts } from './features/emenu/texts';
import { feedbackTexts } from './features/feedback/texts';

const screens = {
  en: {
    emenu: 'Electronic menu',
    emenuBranch: 'Branch menu',
    emenuBranches: 'Branches menu',
  },
  ar: {
    emenu: 'القائمة الإلكترونية',
    emenuBranch: 'قائمة الفرع',
    emenuBranches: 'قوائم الفروع',
  },
};

const compose = (locale: 'ar' | 'en') => ({
  screens: screens[locale],
  emenu: emenuTexts[locale],
  allergens: allergenTexts[locale],
  calories: calorieTexts[locale],
  feedback: feedbackTexts[locale],
});

/** The `emenu` namespace: this remote's texts in both languages, each feature's beside its code. */
export const texts = { en: compose('en'), ar: compose('ar') } satisfies Translations<ReturnType<typeof compose>>;

export const NAMESPACE = 'emenu';

export const useEMenuTexts = () => useNamespace(NAMESPACE, texts);
