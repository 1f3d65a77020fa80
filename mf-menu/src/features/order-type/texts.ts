/** Texts of the order-type choice (part of the `menu` namespace). */
export const orderTypeTexts = {
  en: {
    heading: 'How would you like to order?',
    types: {
      delivery: 'Delivery',
      pickup: 'Pickup',
      curbside: 'Pickup from your car',
      dine_in: 'Dine-in',
    },
    typeHints: {
      delivery: 'We bring your order to your door',
      pickup: 'Collect your order at the branch',
      curbside: 'We bring your order to your car',
      dine_in: 'Order from your table',
    },
    when: 'When?',
    times: { asap: 'As soon as possible', schedule: 'Schedule for later' },
    continue: 'Continue your order: {{type}} – {{branch}}',
    viewMenu: 'View the menu',
    browseMenu: 'Browse the menu',
    pendingDish: 'Choose how to order and {{name}} goes into your cart.',
    serviceUnavailable: 'Order service is not available.',
  },
  ar: {
    heading: 'كيف تود أن تطلب؟',
    types: {
      delivery: 'توصيل',
      pickup: 'استلام من الفرع',
      curbside: 'استلام من السيارة',
      dine_in: 'داخل المطعم',
    },
    typeHints: {
      delivery: 'نوصل طلبك إلى بابك',
      pickup: 'استلم طلبك من الفرع',
      curbside: 'نحضر طلبك إلى سيارتك',
      dine_in: 'اطلب من طاولتك',
    },
    when: 'متى؟',
    times: { asap: 'في أقرب وقت', schedule: 'جدولة لوقت لاحق' },
    continue: 'تابع طلبك: {{type}} – {{branch}}',
    viewMenu: 'عرض القائمة',
    browseMenu: 'تصفح القائمة',
    pendingDish: 'اختر طريقة الطلب وسنضيف {{name}} إلى سلتك.',
    serviceUnavailable: 'خدمة الطلبات غير متاحة حالياً.',
  },
};
