import { useApiText, useNamespace, textsOfParts } from '@storefront/shared';
import { checkoutTexts } from './features/checkout/texts';
import { orderTexts } from './features/order/texts';
import { paymentTexts } from './features/payment/texts';
import { trackingTexts } from './features/tracking/texts';

const screens = {
  en: {
    checkout: 'Checkout',
    checkPayment: 'Payment check',
    order: 'Order details',
    orderPay: 'Pay for the order',
    orderTracking: 'Order tracking',
  },
  ar: {
    checkout: 'إتمام الطلب',
    checkPayment: 'التحقق من الدفع',
    order: 'تفاصيل الطلب',
    orderPay: 'دفع الطلب',
    orderTracking: 'تتبع الطلب',
  },
};

const ui = {
  en: { signingIn: 'Checking your session…' },
  ar: { signingIn: 'جارٍ التحقق من جلستك…' },
};

/** The `checkout` namespace: this remote's texts in both languages, each feature's beside its code. */
export const texts = textsOfParts({
  screens,
  ui,
  checkout: checkoutTexts,
  payment: paymentTexts,
  order: orderTexts,
  tracking: trackingTexts,
});

export const NAMESPACE = 'checkout';

export const useCheckoutTexts = () => useNamespace(NAMESPACE, texts);

/** An api message in the current language (English as the api says it; Arabic from the table). */
export const useApiMessage = () => useApiText().apiMessage;

/** An api error code's text in the current language. */
export const useCodeText = () => useApiText().codeText;

/** A failed call as a text to show: the api's message in the current language, or a localized fallback. */
export const useErrorText = () => useApiText().errorText;
