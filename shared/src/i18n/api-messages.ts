import type { Locale } from '../contracts';

/**
 * The api answers in English; these are its messages a customer may see, in Arabic (the api's text
 * is the key). One dictionary for every remote.
 */
const API_MESSAGES_AR: Readonly<Record<string, string>> = {
  'Payment failed.': 'فشلت عملية الدفع.',
  'Card details are invalid or missing!': 'بيانات البطاقة غير صحيحة أو ناقصة!',
  'The payment session is invalid or expired, please refresh the page and retry.':
    'جلسة الدفع غير صالحة أو منتهية، يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  'Order service is not available.': 'خدمة الطلبات غير متاحة.',
  'Menu is not available now.': 'القائمة غير متاحة الآن.',
  'Coupon is not available or expired.': 'الكوبون غير متاح أو منتهي الصلاحية.',
  'The coupon code is invalid.': 'رمز الكوبون غير صحيح.',
  'Tracking is not available.': 'التتبع غير متاح.',
  'Delivery is not available for this location.': 'التوصيل غير متاح لهذا الموقع.',
  'Points balance is not enough.': 'رصيد النقاط غير كافٍ.',
  'Wrong Data, Please complete the human validation': 'بيانات خاطئة، يرجى إكمال التحقق البشري',
  'Please complete the human check.': 'يرجى إكمال التحقق البشري.',
  "Can't add rate.": 'تعذر إضافة التقييم.',
  'The selected slot is invalid.': 'الموعد المختار غير صالح.',
  'No time slots available.': 'لا توجد مواعيد متاحة.',
  'Order not available.': 'الطلب غير متاح.',
  'This product is available for scheduled orders only.': 'هذا المنتج متاح للطلبات المجدولة فقط.',
  'Your cart is empty.': 'سلتك فارغة.',
  'The order is below the minimum order amount.': 'الطلب أقل من الحد الأدنى للطلب.',
  'The wallet cannot be used for this order.': 'لا يمكن استخدام المحفظة لهذا الطلب.',
  'This payment method is not available.': 'طريقة الدفع هذه غير متاحة.',
  'Session is closed': 'الجلسة مغلقة',
  'Some items of your cart changed. Check your order and place it again.': 'تغيرت بعض أصناف سلتك. راجع طلبك ثم أرسله مرة أخرى.',
  'This Idempotency-Key was used for another order.': 'تغير طلبك أثناء الإرسال. أرسله مرة أخرى.',
  'Order is already paid.': 'تم دفع الطلب بالفعل.',
  'This order was not paid in time and was canceled.': 'لم يُدفع هذا الطلب في الوقت المحدد فأُلغي.',
  'This payment was refunded: the order was already paid or canceled.': 'أُعيد هذا المبلغ إليك: الطلب مدفوع أو ملغى بالفعل.',
  'This order is not paid online.': 'هذا الطلب لا يُدفع إلكترونيًا.',
  'Address not found': 'العنوان غير موجود',
  'Vehicle not found': 'المركبة غير موجودة',
  'Session not found': 'الجلسة غير موجودة',
  'Cart not found': 'السلة غير موجودة',
  'A cart holds at most 50 lines.': 'تتسع السلة لـ 50 سطرًا على الأكثر.',
  'A cart holds at most 100 items.': 'تتسع السلة لـ 100 قطعة على الأكثر.',
  'This cart was already ordered.': 'أُرسل طلب بهذه السلة من قبل.',
  'The verification code is incorrect.': 'رمز التحقق غير صحيح.',
  'The verification code has expired.': 'انتهت صلاحية رمز التحقق. اطلب رمزًا جديدًا.',
  'Too many attempts, request a new code.': 'محاولات كثيرة، اطلب رمزًا جديدًا.',
  'Please wait before asking for a new code.': 'يرجى الانتظار قبل طلب رمز جديد.',
  'Too many codes for this number, please try again later.': 'طلبات كثيرة لهذا الرقم، حاول لاحقًا.',
  'Too many codes requested, please try again later.': 'طلبات رموز كثيرة، حاول لاحقًا.',
  'The code could not be sent, please try again.': 'تعذر إرسال الرمز، يرجى المحاولة مرة أخرى.',
  'The e-mail or the password is incorrect.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Too many login attempts, please try again later.': 'محاولات دخول كثيرة، حاول لاحقًا.',
  'This mobile number already has an account. Log in instead.': 'لهذا الرقم حساب بالفعل. سجّل الدخول.',
  'This e-mail already has an account. Log in instead.': 'لهذا البريد حساب بالفعل. سجّل الدخول.',
  'This mobile number belongs to another account.': 'رقم الجوال هذا مسجّل لحساب آخر.',
  'This is already your mobile number.': 'هذا هو رقم جوالك الحالي.',
  'This referral code is not valid.': 'رمز الإحالة غير صحيح.',
  'You cannot use your own referral code.': 'لا يمكنك استخدام رمز الإحالة الخاص بك.',
  'You have already used a referral code.': 'لقد استخدمت رمز إحالة من قبل.',
  'Choose a brand and a colour from the lists.': 'اختر الماركة واللون من القوائم.',
};

/** An api message in the customer's language: as is in English, translated in Arabic, or undefined when unknown there. */
export const apiMessageIn = (message: string, locale: Locale): string | undefined => (locale === 'en' ? message : API_MESSAGES_AR[message]);
