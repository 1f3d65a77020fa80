/** Texts of the dine-in table session (part of the `menu` namespace). */
export const dineInTexts = {
  en: {
    table: 'Table {{table}} · {{area}} · {{branch}}',
    tableChanged: 'Your table was changed to {{table}} ({{area}}). Your order will be served there.',
    notFound: 'This table code is not valid. Scan the code on your table again or ask the staff.',
    closed: 'This table session has ended. Ask the staff for a new code to order again.',
    tableUnavailable: 'This table is not taking orders now. Please ask the staff.',
  },
  ar: {
    table: 'طاولة {{table}} · {{area}} · {{branch}}',
    tableChanged: 'تم تغيير طاولتك إلى {{table}} ({{area}}). سيُقدَّم طلبك هناك.',
    notFound: 'رمز الطاولة غير صالح. امسح الرمز الموجود على طاولتك مجدداً أو اسأل الموظفين.',
    closed: 'انتهت جلسة هذه الطاولة. اطلب رمزاً جديداً من الموظفين لتطلب مجدداً.',
    tableUnavailable: 'هذه الطاولة لا تستقبل طلبات الآن. يرجى سؤال الموظفين.',
  },
};
