import type { Translations } from '@storefront/shared';

export const CARD_PAYMENT_NAMESPACE = 'card-payment';

const en = {
  heading: 'Pay {{amount}} by card',
  privacy: 'Your card goes straight to Moyasar, the payment provider: the restaurant never sees it.',
  name: 'Name on the card',
  number: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY, as printed on the card',
  cvc: 'Security code (CVC)',
  pay: 'Pay {{amount}}',
  sending: 'Sending your card to the bank…',
  nameInvalid: 'Enter the first and last name as on the card',
  numberInvalid: 'This card number is not valid',
  expiryInvalid: 'Enter a future expiry date as MM/YY',
  cvcInvalid: 'Enter the 3 digits on the back of the card (4 on the front of an Amex)',
  refused: 'The card was not accepted. Check its details and try again.',
  unreachable: 'We could not reach the payment provider. Check your connection and try again.',
};

/** The card step's texts: the order's card payment and a reservation's deposit. */
export const cardPaymentTexts: Translations<typeof en> = {
  en,
  ar: {
    heading: 'ادفع {{amount}} بالبطاقة',
    privacy: 'تذهب بطاقتك مباشرة إلى ميسّر، مزوّد الدفع: لا يطّلع عليها المطعم.',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    expiryHint: 'شهر/سنة (MM/YY) كما هو مطبوع على البطاقة',
    cvc: 'رمز الأمان (CVC)',
    pay: 'ادفع {{amount}}',
    sending: 'جارٍ إرسال بطاقتك إلى البنك…',
    nameInvalid: 'أدخل الاسم الأول والأخير كما على البطاقة',
    numberInvalid: 'رقم البطاقة هذا غير صحيح',
    expiryInvalid: 'أدخل تاريخ انتهاء مستقبليا بصيغة MM/YY',
    cvcInvalid: 'أدخل الأرقام الثلاثة على ظهر البطاقة (أربعة على وجه بطاقة أمريكان إكسبريس)',
    refused: 'لم تُقبل البطاقة. تحقق من بياناتها وحاول مرة أخرى.',
    unreachable: 'تعذر الوصول إلى مزوّد الدفع. تحقق من اتصالك وحاول مرة أخرى.',
  },
};
