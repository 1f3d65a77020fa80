import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

const REFERRAL = {
  en: {
    prefix: '/en',
    dir: 'ltr',
    heading: 'Referral code',
    field: "Friend's referral code",
    apply: 'Use the code',
    required: 'Field is required',
    invalid: 'This referral code is not valid.',
    used: 'The code OMAR77 was used. SAR 10.00 was added to your wallet.',
    alreadyUsed: 'You have already used a referral code.',
    balance: /^Wallet balance:/,
    credited: /^Wallet balance: SAR 10\.00/,
    history: 'Transactions',
    rows: ['Date Details Amount', /^2026\/11\/22\sReferral · OMAR77\s\+SAR 10\.00$/],
  },
  ar: {
    prefix: '',
    dir: 'rtl',
    heading: 'رمز الإحالة',
    field: 'رمز إحالة الصديق',
    apply: 'استخدم الرمز',
    required: 'هذا الحقل مطلوب',
    invalid: 'رمز الإحالة غير صحيح.',
    used: 'تم استخدام الرمز OMAR77. أضيف 10.00 ر.س إلى محفظتك.',
    alreadyUsed: 'لقد استخدمت رمز إحالة من قبل.',
    balance: /^رصيد المحفظة:/,
    credited: /^رصيد المحفظة: 10\.00 ر\.س/,
    history: 'الحركات',
    rows: ['التاريخ التفاصيل المبلغ', /^2026\/11\/22\sإحالة · OMAR77\s\u2066\+10\.00\u2069 ر\.س$/],
  },
} as const;

for (const locale of LOCALES) {
  const texts = REFERRAL[locale];

  test(`${locale}: a wrong referral code is refused next to the field; a friend’s code credits the wallet once, a second use is refused`, async ({
    page,
  }) => {
    const { token } = await freshCustomer('sufra');
    await sessionOnPage(page, 'sufra', token);
    await page.goto(shellUrl('sufra', `${texts.prefix}/referral-code`));
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    const field = page.getByRole('textbox', { name: texts.field });
    const apply = page.getByRole('button', { name: texts.apply });
    await apply.click();
    await expect(field).toHaveAccessibleDescription(texts.required);
    await field.fill('NOSUCH99');
    await apply.click();
    await expect(field).toHaveAccessibleDescription(texts.invalid);
    await expect(field).toHaveValue('NOSUCH99');

    // Omar's code (api/src/seed/accounts/demo-accounts.ts), typed in lower case.
    await field.fill('omar77');
    await apply.click();
    await expect(page.getByRole('status')).toHaveText(texts.used);

    await page.reload();
    await field.fill('OMAR77');
    await apply.click();
    await expect(field).toHaveAccessibleDescription(texts.alreadyUsed);

    await page.goto(shellUrl('sufra', `${texts.prefix}/account/wallet`));
    await expect(page.getByText(texts.balance)).toHaveText(texts.credited);
    await expect(page.getByRole('table', { name: texts.history }).getByRole('row')).toHaveText([...texts.rows], { useInnerText: true });
  });
}
