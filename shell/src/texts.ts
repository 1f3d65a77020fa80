import type { Translations } from '@storefront/shared';

interface ShellTexts {
  skipToContent: string;
  switchLanguage: string;
  switchLanguageLabel: string;
  home: string;
  mainNavigation: string;
  rights: string;
  screens: Record<string, string>;
  siteUnavailable: string;
}

/** The `shell` namespace: the frame and the pages the shell owns. */
export const texts: Translations<ShellTexts> = {
  en: {
    skipToContent: 'Skip to content',
    switchLanguage: 'العربية',
    switchLanguageLabel: 'اعرض الصفحة بالعربية',
    home: 'Home',
    mainNavigation: 'Main',
    rights: 'All rights reserved.',
    siteUnavailable: 'The site is temporarily unavailable. Please try again shortly.',
    screens: {
      closed: 'The site is closed',
      branches: 'Branches',
      contactUs: 'Contact us',
      app: 'Download the app',
      cp: 'Customer portal',
      link: 'Link',
      orderMessage: 'Order message',
      page: 'Page',
      referralLink: 'Invitation',
      table: 'Table',
    },
  },
  ar: {
    skipToContent: 'تخطَّ إلى المحتوى',
    switchLanguage: 'English',
    switchLanguageLabel: 'View this page in English',
    home: 'الرئيسية',
    mainNavigation: 'الرئيسية',
    rights: 'جميع الحقوق محفوظة.',
    siteUnavailable: 'الموقع غير متاح مؤقتًا، حاول بعد قليل.',
    screens: {
      closed: 'الموقع مغلق',
      branches: 'الفروع',
      contactUs: 'تواصل معنا',
      app: 'حمّل التطبيق',
      cp: 'بوابة العملاء',
      link: 'رابط',
      orderMessage: 'رسالة الطلب',
      page: 'صفحة',
      referralLink: 'دعوة',
      table: 'الطاولة',
    },
  },
};

export const NAMESPACE = 'shell';
