/** The `checkout` namespace: this remote's texts in both languages. */
export declare const texts: {
  en: {
    screens: {
      checkout: string;
      checkPayment: string;
      order: string;
      orderPay: string;
      orderTracking: string;
    };
  };
  ar: {
    screens: {
      checkout: string;
      checkPayment: string;
      order: string;
      orderPay: string;
      orderTracking: string;
    };
  };
};
export declare const NAMESPACE = 'checkout';
