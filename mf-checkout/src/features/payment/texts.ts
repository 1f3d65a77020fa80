/** Texts of the payment return and of paying again (`checkout` namespace, `payment.*`). */
export const paymentTexts = {
  en: {
    verifying: 'Verifying your payment…',
    paid: 'Payment received. Opening your order…',
    pending: 'Your payment is not finished yet.',
    missing: 'This payment link is incomplete.',
    payAgain: 'Pay again',
    viewOrder: 'View the order',
    toPayment: 'Taking you to the payment page…',
    refresh: 'Refresh the page',
    failed: 'We could not check your payment. Please try again.',
    walletPart: '{{amount}} from your wallet',
    pointsPart: '{{points}} points',
    tendersHeld:
      '{{what}}: held for this order until {{time}} so you can pay again. If it is not paid by then, the order is canceled and they are given back to you.',
    tendersReturned: '{{what}}: given back to you.',
  },
  ar: {
    verifying: 'جارٍ التحقق من الدفع…',
    paid: 'تم استلام الدفع. جارٍ فتح طلبك…',
    pending: 'لم تكتمل عملية الدفع بعد.',
    missing: 'رابط الدفع هذا غير مكتمل.',
    payAgain: 'ادفع مرة أخرى',
    viewOrder: 'عرض الطلب',
    toPayment: 'ننقلك إلى صفحة الدفع…',
    refresh: 'حدّث الصفحة',
    failed: 'تعذر التحقق من الدفع. يرجى المحاولة مرة أخرى.',
    walletPart: '{{amount}} من محفظتك',
    pointsPart: '{{points}} نقطة',
    tendersHeld: '{{what}}: محجوزة لهذا الطلب حتى {{time}} لتتمكن من الدفع مرة أخرى. إن لم يُدفع الطلب حتى ذلك الوقت يُلغى وتُعاد إليك.',
    tendersReturned: '{{what}}: أُعيدت إليك.',
  },
};
