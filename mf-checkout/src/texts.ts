import type { Translations } from '@storefront/shared';

/** The `checkout` namespace: this remote's texts in both languages. */
export const texts = {
  en: {
    screens: {
      checkout: 'Checkout',
      checkPayment: 'Payment check',
      order: 'Order details',
      orderPay: 'Pay for the order',
      orderTracking: 'Order tracking',
    },
  },
  ar: {
    screens: {
      checkout: 'إتمام الطلب',
      checkPayment: 'التحقق من الدفع',
      order: 'تفاصيل الطلب',
      orderPay: 'دفع الطلب',
      orderTracking: 'تتبع الطلب',
    },
  },
} satisfies Translations<{ screens: Record<string, string> }>;

export const NAMESPACE = 'checkout';
