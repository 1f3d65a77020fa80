import { expect, type Page } from './test';

/**
 * The checkout and order pages' words in each language, for specs that run one behaviour in both:
 * `for (const locale of LOCALES)` and then `CHECKOUT[locale]`.
 */
export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const CHECKOUT = {
  en: {
    prefix: '/en',
    dir: 'ltr',
    olaya: 'Sufra - Olaya',
    alMalqa: 'Sufra - Al Malqa',
    hummus: 'Hummus',
    asap: 'As soon as possible',
    when: 'When',
    schedule: 'Schedule for later',
    tenders: 'Points and wallet',
    cash: 'Cash',
    online: 'Online payment',
    place: 'Place the order',
    subtotal: 'Subtotal',
    total: 'Total',
    discount: 'Discount',
    orderType: 'Order type',
    pickup: 'Pickup',
    delivery: 'Delivery',
    dineIn: 'Dine-in',
    curbside: 'Pickup from your car',
    submitted: 'Submitted',
    payment: 'Payment',
    paid: 'Paid',
    notPaid: 'Not paid',
    branch: 'Branch',
    deliveryAddress: 'Delivery address',
    deliveryFee: 'Delivery fee',
    notes: 'Notes',
    required: 'Field is required',
    orderNumber: (number: number | string) => `Order #${number}`,
  },
  ar: {
    prefix: '',
    dir: 'rtl',
    olaya: 'سفرة - العليا',
    alMalqa: 'سفرة - الملقا',
    hummus: 'حمص',
    asap: 'في أقرب وقت',
    when: 'الموعد',
    schedule: 'جدولة لوقت لاحق',
    tenders: 'النقاط والمحفظة',
    cash: 'الدفع نقدا',
    online: 'الدفع الإلكتروني',
    place: 'أرسل الطلب',
    subtotal: 'المجموع الفرعي',
    total: 'الإجمالي',
    discount: 'الخصم',
    orderType: 'نوع الطلب',
    pickup: 'استلام من الفرع',
    delivery: 'توصيل',
    dineIn: 'داخل المطعم',
    curbside: 'استلام من السيارة',
    submitted: 'تم الإرسال',
    payment: 'الدفع',
    paid: 'مدفوع',
    notPaid: 'غير مدفوع',
    branch: 'الفرع',
    deliveryAddress: 'عنوان التوصيل',
    deliveryFee: 'رسوم التوصيل',
    notes: 'الملاحظات',
    required: 'هذا الحقل مطلوب',
    orderNumber: (number: number | string) => `الطلب رقم ${number}`,
  },
} as const;

/** The day as the checkout's day list shows it (YYYY/MM/DD). */
export const dayLabel = (day: string) => day.replace(/-/g, '/');

/** Pays cash and places the order (a new customer's normal basket: no human check), in the page's language. */
export const placeCash = async (page: Page, locale: Locale) => {
  await page.getByRole('radio', { name: CHECKOUT[locale].cash }).check();
  await page.getByRole('button', { name: CHECKOUT[locale].place }).click();
};

/** On an order page (/o/{id}) in the page's language: English under /en, Arabic without a prefix. Returns the id. */
export const onOrderPage = async (page: Page, locale: Locale): Promise<string> => {
  await expect(page).toHaveURL(/\/o\/\d+$/);
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(new RegExp(`^${CHECKOUT[locale].prefix}/o/\\d+$`));
  return /\/o\/(\d+)$/.exec(path)![1]!;
};

/** On the checkout page, in the page's language. */
export const onCheckout = async (page: Page, locale: Locale) => {
  await expect(page).toHaveURL(/\/checkout$/);
  expect(new URL(page.url()).pathname).toBe(`${CHECKOUT[locale].prefix}/checkout`);
};
