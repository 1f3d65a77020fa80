import type { Translations } from '@storefront/shared';

/** The `account` namespace: this remote's texts in both languages. */
export const texts = {
  en: {
    screens: {
      account: 'My info',
      auth: 'Signing in',
      login: 'Login',
      signup: 'Sign up',
      orders: 'My orders',
      points: 'My points',
      wallet: 'My wallet',
      addresses: 'Addresses',
      orderAsUsual: 'Usual orders',
      rewards: 'Rewards',
      challenges: 'Challenges',
      challenge: 'Challenge',
      referralCode: 'Referral code',
    },
  },
  ar: {
    screens: {
      account: 'معلوماتي',
      auth: 'جارٍ تسجيل الدخول',
      login: 'تسجيل الدخول',
      signup: 'إنشاء حساب',
      orders: 'طلباتي',
      points: 'نقاطي',
      wallet: 'محفظتي',
      addresses: 'العناوين',
      orderAsUsual: 'الطلبات المعتادة',
      rewards: 'المكافآت',
      challenges: 'التحديات',
      challenge: 'التحدي',
      referralCode: 'رمز الإحالة',
    },
  },
} satisfies Translations<{ screens: Record<string, string> }>;

export const NAMESPACE = 'account';
