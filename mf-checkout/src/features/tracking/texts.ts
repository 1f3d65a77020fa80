/** Texts of tracking and rating (`checkout` namespace, `tracking.*`). */
export const trackingTexts = {
  en: {
    timeline: 'Order progress',
    reached: 'done at {{time}}',
    waiting: 'not yet',
    current: 'current step',
    estimated: 'Estimated time: {{time}}',
    live: 'This page updates by itself.',
    rate: 'Rate your order',
    send: 'Send the rating',
    thanks: 'Thank you for your rating.',
    yourRating: 'Your rating: {{stars}} of 5',
    details: 'Order details',
  },
  ar: {
    timeline: 'مراحل الطلب',
    reached: 'تمت في {{time}}',
    waiting: 'لم تتم بعد',
    current: 'المرحلة الحالية',
    estimated: 'الوقت المتوقع: {{time}}',
    live: 'تتحدث هذه الصفحة تلقائيًا.',
    rate: 'قيّم طلبك',
    send: 'أرسل التقييم',
    thanks: 'شكرًا لتقييمك.',
    yourRating: 'تقييمك: {{stars}} من 5',
    details: 'تفاصيل الطلب',
  },
};
