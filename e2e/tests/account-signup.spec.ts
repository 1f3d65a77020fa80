import { expect, test } from '../support/test';
import { freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

const SIGNUP = {
  en: {
    prefix: '/en',
    dir: 'ltr',
    heading: 'Sign up',
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    number: 'Mobile number',
    gender: 'Gender (optional)',
    female: 'Female',
    referral: "A friend's referral code (optional)",
    next: 'Continue',
    invalidEmail: 'Enter a valid e-mail address',
    shortPassword: 'Use at least 8 characters',
    invalidNumber: 'Enter a valid mobile number for the chosen country',
    codeIntro: (mobile: string) => `To confirm the number is yours, enter the code we sent to \u2066+966 ${mobile}\u2069.`,
    code: 'Verification code',
    create: 'Create my account',
    emailTaken: 'This e-mail already has an account. Log in instead.',
    hello: (name: string) => `Hello ${name}`,
    accountEmail: 'E-mail (optional)',
    wallet: 'My wallet',
    credited: 'SAR 10.00',
    referralEntry: /Referral · OMAR77/,
    names: { welcomed: 'Huda Al-Shammari', refused: 'Noura Al-Otaibi' },
  },
  ar: {
    prefix: '',
    dir: 'rtl',
    heading: 'إنشاء حساب',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    number: 'رقم الجوال',
    gender: 'الجنس (اختياري)',
    female: 'أنثى',
    referral: 'رمز إحالة من صديق (اختياري)',
    next: 'متابعة',
    invalidEmail: 'أدخل بريدًا إلكترونيًا صحيحًا',
    shortPassword: 'استخدم 8 أحرف على الأقل',
    invalidNumber: 'أدخل رقم جوال صحيحًا للدولة المختارة',
    codeIntro: (mobile: string) => `للتأكد من أن الرقم لك، أدخل الرمز الذي أرسلناه إلى \u2066+966 ${mobile}\u2069.`,
    code: 'رمز التحقق',
    create: 'أنشئ حسابي',
    emailTaken: 'لهذا البريد حساب بالفعل. سجّل الدخول.',
    hello: (name: string) => `أهلًا ${name}`,
    accountEmail: 'البريد الإلكتروني (اختياري)',
    wallet: 'محفظتي',
    credited: '10.00 ر.س',
    referralEntry: /إحالة · OMAR77/,
    names: { welcomed: 'هدى الشمري', refused: 'نورة العتيبي' },
  },
} as const;

for (const locale of LOCALES) {
  const texts = SIGNUP[locale];

  test(`${locale}: signup: field errors next to the fields, the code sent to the mobile, then the new account with the friend's code in its wallet`, async ({
    page,
  }) => {
    const mobile = freshSaudiMobile();
    const email = `huda.${mobile}@example.com`;
    await page.goto(shellUrl('sufra', `${texts.prefix}/account/signup`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    await page.getByLabel(texts.name).fill(texts.names.welcomed);
    await page.getByLabel(texts.email).fill('not-an-email');
    await page.getByLabel(texts.password, { exact: true }).fill('short');
    await page.getByRole('button', { name: texts.next }).click();
    await expect(page.getByText(texts.invalidEmail)).toBeVisible();
    await expect(page.getByText(texts.shortPassword)).toBeVisible();
    await expect(page.getByLabel(texts.name)).toHaveValue(texts.names.welcomed);

    await page.getByLabel(texts.email).fill(email);
    await page.getByLabel(texts.password, { exact: true }).fill('a-long-secret');
    await page.getByRole('textbox', { name: texts.number }).fill(mobile);
    await page.getByLabel(texts.gender).selectOption('female');
    await page.getByLabel(texts.referral).fill('omar77');
    await page.getByRole('button', { name: texts.next }).click();
    await expect(page.getByText(texts.codeIntro(mobile))).toBeVisible();
    await page.getByLabel(texts.code).fill(await latestCodeFor('sufra', mobile));
    await page.getByRole('button', { name: texts.create }).click();

    await expect(page).toHaveURL(shellUrl('sufra', `${texts.prefix}/account`));
    await expect(page.getByText(texts.hello(texts.names.welcomed))).toBeVisible();
    await expect(page.getByTestId('own-referral-code')).toHaveText(/^[A-Z2-9]{8}$/);
    await page.getByRole('link', { name: texts.wallet }).click();
    await expect(page.getByTestId('balance')).toHaveText(texts.credited);
    await expect(page.getByRole('cell', { name: texts.referralEntry })).toBeVisible();
  });

  test(`${locale}: signup keeps what was typed through refusals next to their fields, then the code from the outbox creates the account`, async ({
    page,
  }) => {
    const mobile = freshSaudiMobile();
    const email = `noura.${mobile}@example.com`;
    await page.goto(shellUrl('sufra', `${texts.prefix}/account/signup`));
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    const name = page.getByRole('textbox', { name: texts.name });
    const mail = page.getByRole('textbox', { name: texts.email });
    const number = page.getByRole('textbox', { name: texts.number });
    await name.fill(texts.names.refused);
    await mail.fill('sara.qahtani@example.com');
    await page.getByLabel(texts.password, { exact: true }).fill('a-long-secret');
    await number.fill('123');
    await page.getByLabel(texts.gender).selectOption({ label: texts.female });
    await page.getByRole('button', { name: texts.next }).click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(texts.invalidNumber);
    await expect(name).toHaveValue(texts.names.refused);
    await expect(mail).toHaveValue('sara.qahtani@example.com');
    await expect(number).toHaveValue('123');
    await expect(page.getByLabel(texts.gender)).toHaveValue('female');

    // The number is fine now; the e-mail is someone else's: the api refuses it once the code is entered.
    await number.fill(mobile);
    await page.getByRole('button', { name: texts.next }).click();
    await expect(page.getByText(texts.codeIntro(mobile))).toBeVisible();
    await page.getByLabel(texts.code).fill(await latestCodeFor('sufra', mobile));
    await page.getByRole('button', { name: texts.create }).click();
    await expect(mail).toHaveAccessibleDescription(texts.emailTaken);
    await expect(name).toHaveValue(texts.names.refused);
    await expect(number).toHaveValue(mobile);
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');

    // Fixed within the minute the code is valid for resending: the same code still creates the account.
    await mail.fill(email);
    await page.getByRole('button', { name: texts.next }).click();
    await expect(page.getByText(texts.codeIntro(mobile))).toBeVisible();
    await page.getByLabel(texts.code).fill(await latestCodeFor('sufra', mobile));
    await page.getByRole('button', { name: texts.create }).click();
    await expect(page).toHaveURL(shellUrl('sufra', `${texts.prefix}/account`));
    await expect(page.getByText(texts.hello(texts.names.refused))).toBeVisible();
    await expect(page.getByRole('textbox', { name: texts.accountEmail })).toHaveValue(email);
  });
}
