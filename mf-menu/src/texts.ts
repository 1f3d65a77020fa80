import type { Translations } from '@storefront/shared';

/** The `menu` namespace: this remote's texts in both languages. */
export const texts = {
  en: {
    screens: {
      home: 'Home',
      menu: 'Menu',
      menuByType: 'Menu',
      dineInMenu: 'Dine-in menu',
      item: 'Item',
      selectType: 'Choose how to order',
      selectTypeBranch: 'Choose a branch',
    },
  },
  ar: {
    screens: {
      home: 'الرئيسية',
      menu: 'قائمة الطعام',
      menuByType: 'قائمة الطعام',
      dineInMenu: 'قائمة الطلب داخل المطعم',
      item: 'الصنف',
      selectType: 'اختر طريقة الطلب',
      selectTypeBranch: 'اختر الفرع',
    },
  },
} satisfies Translations<{ screens: Record<string, string> }>;

export const NAMESPACE = 'menu';
