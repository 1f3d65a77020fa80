import { useApiText, useNamespace, textsOfParts } from '@storefront/shared';
import { addressTexts } from './features/addresses/texts';
import { ledgerTexts } from './features/ledgers/texts';
import { orderListTexts } from './features/orders/texts';
import { loginTexts, signupTexts } from './features/login/texts';
import { resetTexts } from './features/password-reset/texts';
import { profileTexts } from './features/profile/texts';
import { myReservationTexts } from './features/reservations/texts';
import { challengeTexts, referralTexts, rewardTexts } from './features/rewards/texts';
import { vehicleTexts } from './features/vehicles/texts';

const screens = {
  en: {
    account: 'My info',
    auth: 'Signing in',
    login: 'Login',
    signup: 'Sign up',
    resetPassword: 'Reset your password',
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
  ar: {
    account: 'معلوماتي',
    auth: 'جارٍ تسجيل الدخول',
    login: 'تسجيل الدخول',
    signup: 'إنشاء حساب',
    resetPassword: 'إعادة تعيين كلمة المرور',
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
};

const common = {
  en: { loading: 'Loading…', signingIn: 'Checking your session…', dismiss: 'Close' },
  ar: { loading: 'جارٍ التحميل…', signingIn: 'جارٍ التحقق من جلستك…', dismiss: 'إغلاق' },
};

/** The `account` namespace: this remote's texts in both languages (each feature keeps its own file). */
export const texts = textsOfParts({
  screens,
  ui: common,
  login: loginTexts,
  signup: signupTexts,
  reset: resetTexts,
  profile: profileTexts,
  vehicles: vehicleTexts,
  ledgers: ledgerTexts,
  addresses: addressTexts,
  rewards: rewardTexts,
  challenges: challengeTexts,
  referral: referralTexts,
  orders: orderListTexts,
  reservations: myReservationTexts,
});

export const NAMESPACE = 'account';

/** The remote's `t` (namespace `account`, falling back to `common`). */
export const useAccountTexts = () => useNamespace(NAMESPACE, texts);

/** A failed call as a text to show: the api's message in the current language, or a localized fallback. */
export const useErrorText = () => useApiText().errorText;
