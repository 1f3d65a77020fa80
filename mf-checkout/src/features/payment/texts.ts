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
  },
};
