import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInPage } from '../support/accounts';
import { cartOnPage, customerOnPage, FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

/**
 * Words of development that must never reach a customer's screen: the sandbox adapters (maps, human check)
 * keep their labels to their own pages (the payment sandbox page).
 */
const DEVELOPMENT_WORDS = [
  /sandbox/i,
  /stand-in/i,
  /test verification/i,
  /map token/i,
  /not available here/i,
  /development/i,
  /تجريبي/,
  /بديل محلي/,
  /مفتاح خرائط/,
  /غير متاحة هنا/,
];

const PAGES = {
  en: {
    prefix: '/en',
    deliveryHeading: 'Where should we deliver?',
    district: 'Your district',
    useMyCurrentLocation: 'Use my current location',
    addAddress: 'Add an address',
    districtOrLandmark: 'District or landmark',
    useMyLocation: 'Use my location',
    send: 'Send',
    humanCheck: /^Human check: What is \d \+ \d\?$/,
  },
  ar: {
    prefix: '',
    deliveryHeading: 'أين نوصل طلبك؟',
    district: 'الحي',
    useMyCurrentLocation: 'استخدم موقعي الحالي',
    addAddress: 'أضف عنوانًا',
    districtOrLandmark: 'الحي أو المعلم',
    useMyLocation: 'استخدم موقعي',
    send: 'إرسال',
    humanCheck: /^التحقق البشري: كم يساوي \d \+ \d؟$/,
  },
} as const;

/** The page's visible text holds none of the development words. */
const expectNoDevelopmentWords = async (page: Page) => {
  const text = await page.locator('body').innerText();
  for (const word of DEVELOPMENT_WORDS) expect(text, `${page.url()} shows ${word}`).not.toMatch(word);
};

for (const width of [412, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const locale of LOCALES) {
      const words = PAGES[locale];

      test(`${locale}: the menu, the delivery step, the contact form and the login speak no development word`, async ({ page }) => {
        await page.goto(shellUrl('sufra', `${words.prefix}/`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoDevelopmentWords(page);

        // No map token: the district list and "use my location", with no excuse.
        await page.goto(shellUrl('sufra', `${words.prefix}/select-type/delivery`));
        await expect(page.getByRole('heading', { name: words.deliveryHeading })).toBeVisible();
        await expect(page.getByLabel(words.district)).toBeVisible();
        await expect(page.getByRole('button', { name: words.useMyCurrentLocation })).toBeVisible();
        await expectNoDevelopmentWords(page);

        await page.goto(shellUrl('sufra', `${words.prefix}/contact-us`));
        await expect(page.getByLabel(words.humanCheck)).toBeVisible();
        await expectNoDevelopmentWords(page);

        await page.goto(shellUrl('sufra', `${words.prefix}/account/login`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoDevelopmentWords(page);
      });

      test(`${locale}: the address form (no map token: the district list) speaks no development word`, async ({ page }) => {
        await signInPage(page, 'sufra', 'sara.qahtani@example.com');
        await page.goto(shellUrl('sufra', `${words.prefix}/my-address`));
        await page.getByRole('button', { name: words.addAddress }).click();
        await expect(page.getByLabel(words.districtOrLandmark)).toBeVisible();
        await expect(page.getByRole('button', { name: words.useMyLocation })).toBeVisible();
        await expectNoDevelopmentWords(page);
      });

      test(`${locale}: the checkout, its human check shown, speaks no development word`, async ({ page }) => {
        await customerOnPage(page, 'sufra');
        // An unusual first basket: the placement asks the human check.
        const lines = [
          ...FOUR_HUMMUS.map((line) => ({ ...line, quantity: 10 })),
          { item_id: 164, quantity: 10, option_ids: [], notes: '' },
        ];
        await cartOnPage(page, 'sufra', {
          ...OLAYA,
          order_type: 'pickup',
          lines: [...lines, { item_id: 165, quantity: 1, option_ids: [], notes: '' }],
        });
        await page.goto(shellUrl('sufra', `${words.prefix}/checkout`));
        await page.getByRole('radio', { name: CHECKOUT[locale].asap }).check();
        await page.getByRole('radio', { name: CHECKOUT[locale].cash }).check();
        await page.getByRole('button', { name: CHECKOUT[locale].place }).click();
        await expect(page.getByLabel(words.humanCheck)).toBeVisible();
        await expectNoDevelopmentWords(page);
      });
    }
  });
}
