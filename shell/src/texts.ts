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
  closeBanner: string;
  closedMessage: string;
  closedContact: Record<'heading' | 'call' | 'email', string>;
  appStoreLink: string;
  noApp: string;
  orderOutcome: Record<'success' | 'failed' | 'pending', string>;
  viewOrder: string;
  logIn: string;
  myAccount: string;
  myAccountShort: string;
  loginReturn: {
    refused: string;
    failed: string;
    dismiss: string;
    switchTitle: string;
    switchQuestion: string;
    switchTo: string;
    stay: string;
  };
  languageChoiceLabel: string;
  nav: Record<'menu' | 'branches' | 'reservations' | 'waitingList' | 'account', string>;
  navigation: string;
  openNavigation: string;
  closeNavigation: string;
  footerNavigation: string;
  followUs: string;
  social: Record<'facebook' | 'instagram' | 'x' | 'tiktok', string>;
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
    closeBanner: 'Close the advertisement',
    closedMessage: '{{name}} is not taking orders on this website for now. Please visit us again soon.',
    closedContact: { heading: 'Contact the restaurant', call: 'Call {{phone}}', email: 'E-mail {{email}}' },
    appStoreLink: 'Get the {{name}} app on the App Store',
    noApp: 'The app is not available yet.',
    orderOutcome: {
      success: 'Your order was received. Thank you!',
      failed: 'Payment failed.',
      pending: 'Your order is being confirmed. You will see its status shortly.',
    },
    viewOrder: 'View order {{order}}',
    logIn: 'Log in',
    myAccount: 'My account ({{name}})',
    myAccountShort: 'My account',
    loginReturn: {
      refused: 'This sign-in link was not started in this browser (or has expired), so it was ignored. Your session is unchanged.',
      failed: 'The sign-in could not be completed. Your session is unchanged; please log in again.',
      dismiss: 'Dismiss',
      switchTitle: 'Switch account?',
      switchQuestion: 'You are logged in as {{current}}. Do you want to switch to the account of {{next}}?',
      switchTo: 'Switch to {{next}}',
      stay: 'Stay as {{current}}',
    },
    languageChoiceLabel: 'Language: العربية',
    nav: { menu: 'Menu', branches: 'Branches', reservations: 'Reservations', waitingList: 'Waiting list', account: 'My account' },
    navigation: 'Navigation',
    openNavigation: 'Open the navigation',
    closeNavigation: 'Close the navigation',
    footerNavigation: 'About the restaurant',
    followUs: 'Follow us',
    social: { facebook: 'Facebook', instagram: 'Instagram', x: 'X (Twitter)', tiktok: 'TikTok' },
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
    closeBanner: 'أغلق الإعلان',
    closedMessage: 'لا يستقبل {{name}} الطلبات عبر الموقع حاليًا. نسعد بزيارتك قريبًا.',
    closedContact: { heading: 'تواصل مع المطعم', call: 'اتصل على {{phone}}', email: 'راسلنا على {{email}}' },
    appStoreLink: 'حمّل تطبيق {{name}} من App Store',
    noApp: 'التطبيق غير متاح بعد.',
    orderOutcome: {
      success: 'تم استلام طلبك. شكرًا لك!',
      failed: 'فشلت عملية الدفع.',
      pending: 'جارٍ تأكيد طلبك، ستظهر حالته قريبًا.',
    },
    viewOrder: 'عرض الطلب {{order}}',
    logIn: 'تسجيل الدخول',
    myAccount: 'حسابي ({{name}})',
    myAccountShort: 'حسابي',
    loginReturn: {
      refused: 'رابط تسجيل الدخول هذا لم يبدأ من هذا المتصفح (أو انتهت صلاحيته)، لذا تم تجاهله. جلستك كما هي.',
      failed: 'تعذّر إكمال تسجيل الدخول. جلستك كما هي، يرجى تسجيل الدخول مرة أخرى.',
      dismiss: 'إغلاق',
      switchTitle: 'تبديل الحساب؟',
      switchQuestion: 'أنت مسجّل الدخول باسم {{current}}. هل تريد التبديل إلى حساب {{next}}؟',
      switchTo: 'التبديل إلى {{next}}',
      stay: 'البقاء باسم {{current}}',
    },
    languageChoiceLabel: 'اللغة: English',
    nav: { menu: 'قائمة الطعام', branches: 'الفروع', reservations: 'الحجوزات', waitingList: 'قائمة الانتظار', account: 'حسابي' },
    navigation: 'التنقل',
    openNavigation: 'افتح قائمة التنقل',
    closeNavigation: 'أغلق قائمة التنقل',
    footerNavigation: 'عن المطعم',
    followUs: 'تابعنا',
    social: { facebook: 'فيسبوك', instagram: 'إنستغرام', x: 'إكس (تويتر)', tiktok: 'تيك توك' },
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
