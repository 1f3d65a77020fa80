import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { skipPopupBanners } from '../support/menu';
import { shellUrl, tenantRequest } from '../support/ports';
import { collectPageErrors } from '../support/console';

/**
 * The shell's own pages a customer lands on from a link (branches, contact, content pages)
 * and mf-account's login come rendered from the server, hydrate without a warning, and their forms
 * work once hydrated; a visitor with a stored session gets them rendered in the browser.
 */
const LOCALES = {
  ar: {
    prefix: '',
    branches: 'الفروع',
    branch: 'سفرة - العليا',
    contact: 'تواصل معنا',
    name: 'الاسم',
    send: 'إرسال',
    about: 'من نحن',
    login: 'تسجيل الدخول',
    mobile: 'رقم الجوال',
    sendCode: 'أرسل الرمز',
    badMobile: 'أدخل رقم جوال صحيحًا للدولة المختارة',
  },
  en: {
    prefix: '/en',
    branches: 'Branches',
    branch: 'Sufra - Olaya',
    contact: 'Contact us',
    name: 'Name',
    send: 'Send',
    about: 'About us',
    login: 'Login',
    mobile: 'Mobile number',
    sendCode: 'Send the code',
    badMobile: 'Enter a valid mobile number for the chosen country',
  },
} as const;

/** The page as the server sends it, before any script runs. */
const serverHtml = async (request: APIRequestContext, path: string) => {
  const { url, headers } = tenantRequest('sufra', path);
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  return response.text();
};

const heading = (text: string) => new RegExp(`<h1 id="[^"]+">${text}</h1>`);

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

for (const [locale, text] of Object.entries(LOCALES)) {
  test(`${locale}: the branches come rendered from the server and hydrate without a warning`, async ({ page, request }) => {
    const html = await serverHtml(request, `${text.prefix}/branches`);
    expect(html).toMatch(heading(text.branches));
    expect(html).toContain(text.branch);

    const warnings = collectPageErrors(page, { warnings: true });
    await page.goto(shellUrl('sufra', `${text.prefix}/branches`));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await expect(page.getByRole('heading', { level: 2, name: text.branch })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test(`${locale}: a content page comes rendered from the server, its text in the HTML, and hydrates without a warning`, async ({
    page,
    request,
  }) => {
    const html = await serverHtml(request, `${text.prefix}/page/about-us`);
    expect(html).toMatch(heading(text.about));
    expect(html).toContain(`<h2>${text.about}</h2>`);

    const warnings = collectPageErrors(page, { warnings: true });
    await page.goto(shellUrl('sufra', `${text.prefix}/page/about-us`));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await expect(page.getByRole('heading', { level: 2, name: text.about })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test(`${locale}: the contact form comes from the server as a form with its labelled fields, and checks its fields once hydrated`, async ({
    page,
    request,
  }) => {
    const html = await serverHtml(request, `${text.prefix}/contact-us`);
    expect(html).toMatch(heading(text.contact));
    expect(html).toMatch(/<textarea[^>]*name="message"/);

    const warnings = collectPageErrors(page, { warnings: true });
    await page.goto(shellUrl('sufra', `${text.prefix}/contact-us`));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await page.getByLabel(text.name, { exact: true }).fill('Sara');
    await page.getByRole('textbox', { name: text.mobile }).fill('123');
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.badMobile)).toBeVisible();
    // Sent by the app, not by the browser: the address carries no field.
    expect(new URL(page.url()).search).toBe('');
    expect(warnings).toEqual([]);
  });

  test(`${locale}: the login comes rendered from the server and its form checks the number once hydrated`, async ({ page, request }) => {
    const html = await serverHtml(request, `${text.prefix}/account/login`);
    expect(html).toMatch(heading(text.login));
    expect(html).toMatch(/<input[^>]*name="mobile"/);

    const warnings = collectPageErrors(page, { warnings: true });
    await page.goto(shellUrl('sufra', `${text.prefix}/account/login`));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await page.getByRole('textbox', { name: text.mobile }).fill('123');
    await page.getByRole('button', { name: text.sendCode }).click();
    await expect(page.getByText(text.badMobile)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(warnings).toEqual([]);
  });
}

test('a visitor with a stored session gets the login and the branches rendered in the browser (the server renders for guests)', async ({
  page,
}) => {
  const { token } = await freshCustomer('sufra');
  await sessionOnPage(page, 'sufra', token);
  await page.goto(shellUrl('sufra', '/en/branches'));
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'rendered');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branches');
  // A customer on the login page goes straight on to the account.
  await page.goto(shellUrl('sufra', '/en/account/login'));
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'rendered');
  await expect(page).toHaveURL(/\/en\/account$/);
});
