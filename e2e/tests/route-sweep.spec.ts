import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { localizePath, ROUTES, type RouteDefinition } from '@storefront/shared/routing';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { collectPageErrors } from '../support/console';
import { ACCOUNT_CUSTOMER_SCREENS, RESERVATION_CUSTOMER_SCREENS } from '../support/customer-screens';
import { apiCall } from '../support/api';
import { FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';

/** A text that is an i18n key shown as is (`addresses.villa`, `checkout.totals.vat`) instead of its translation. */
const RAW_KEY = /^[a-z_]+(\.[a-zA-Z_]+)+$/;

/** Screens a guest is sent away from (to the login page, or the order's own screens): swept again logged in. */
const CUSTOMER_SCREENS = new Set([
  ...ACCOUNT_CUSTOMER_SCREENS,
  ...RESERVATION_CUSTOMER_SCREENS,
  'checkPayment',
  'orderPay',
  'order',
  'orderTracking',
]);

/** Routes whose screen only redirects elsewhere (tested in their own specs). */
const REDIRECTS = new Set(['link', 'referralLink', 'table']);

/** The route with its parameters filled with seeded (or this test's) ids. */
const pathOf = (route: RouteDefinition, ids: { order: number }): string => {
  const values: Record<string, string> = {
    type: 'delivery',
    id: route.owner === 'checkout' ? String(ids.order) : '1',
    item: '131',
    branch: String(OLAYA.branch_id),
    page: '1',
    reservation: '1',
    uuid: '1',
    slug: 'about-us',
    code: 'T5',
  };
  return route.path.replace(/\/:([a-zA-Z]+)\??/g, (_match, name: string) => `/${values[name] ?? '1'}`);
};

/** Every visible text and accessible text (labels, options, titles) of the page that is a raw key; and what sticks out of the viewport. */
const defectsOf = (page: Page) =>
  page.evaluate((rawKey) => {
    const pattern = new RegExp(rawKey);
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of Array.from(document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name) ?? '');
    const rawKeys = [...new Set(texts.map((text) => text.trim()).filter((text) => pattern.test(text)))];
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const overflowing = Array.from(document.body.querySelectorAll<HTMLElement>('input, select, textarea, button, a, p, h1, h2, label'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Partly on the screen and partly off it; not a skip link parked off-screen, not inside a scrolling strip (the menu's categories).
        const cut = box.width > 0 && ((box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0));
        return cut && !scrolls(element);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`,
      );
    return { rawKeys, pageWidth: document.documentElement.scrollWidth, width, overflowing };
  }, RAW_KEY.source);

/** Visits the route and lists what is wrong on it; `pageErrors` goes into the report of a screen that never shows. */
const problemsOf = async (page: Page, path: string, pageErrors: string[]): Promise<string[]> => {
  await page.goto(shellUrl('sufra', path));
  try {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } catch (error) {
    const html = await page.evaluate(() => document.querySelector('[data-remote]')?.outerHTML.slice(0, 300));
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => `${Math.round(entry.startTime)}+${Math.round(entry.duration)} ${entry.name}`),
    );
    await test
      .info()
      .attach(`${path} never showed its heading`, { body: [html, ...pageErrors, ...resources].join('\n'), contentType: 'text/plain' });
    throw error;
  }
  // Let the screen's own calls answer (addresses, orders, ledgers) before reading it.
  await page.waitForLoadState('networkidle');
  const problems: string[] = [];
  const { rawKeys, pageWidth, width, overflowing } = await defectsOf(page);
  if (rawKeys.length > 0) problems.push(`raw i18n keys ${rawKeys.join(', ')}`);
  if (pageWidth > width) problems.push(`${pageWidth} px wide in a ${width} px screen`);
  if (overflowing.length > 0) problems.push(`outside the screen: ${overflowing.slice(0, 5).join('; ')}`);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  for (const violation of violations.filter((found) => found.impact === 'serious' || found.impact === 'critical'))
    problems.push(
      `${violation.id} (${violation.impact}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ')}`,
    );
  return problems;
};

/** A customer with an address of each building type and an order: what the customer screens show. */
const sweptCustomer = async () => {
  const customer = await freshCustomer('sufra');
  for (const building_type of ['house', 'villa', 'office'] as const) {
    const saved = await apiCall('sufra', '/api/v1/user/customer-addresses/create', {
      method: 'POST',
      token: customer.token,
      body: { street_name: `Tahlia ${building_type}`, building_type, building_number: '12', latitude: 24.69, longitude: 46.68 },
    });
    expect(saved.status).toBe(201);
  }
  const order = await placeOrderByApi('sufra', customer.token, { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS });
  return { token: customer.token, ids: { order: order.id } };
};

// One test per route and language, so a slow screen is reported by name and no test carries the whole sweep.
for (const locale of ['ar', 'en'] as const) {
  test.describe(`the route sweep in ${locale}`, () => {
    let customer: Awaited<ReturnType<typeof sweptCustomer>>;
    test.beforeAll(async () => {
      customer = await sweptCustomer();
    });

    for (const route of ROUTES.filter((candidate) => !REDIRECTS.has(candidate.screen))) {
      const asCustomer = CUSTOMER_SCREENS.has(route.screen);
      test(`${locale}: ${route.path}${asCustomer ? ' (logged in)' : ''} shows no raw i18n key, fits a 360 px screen and has no serious axe violation`, async ({
        page,
        context,
      }) => {
        const pageErrors = collectPageErrors(page);
        await page.setViewportSize({ width: 360, height: 740 });
        await skipPopupBanners(context, 'sufra');
        await context.addCookies([{ name: 'lang', value: locale, url: shellUrl('sufra') }]);
        if (asCustomer) await sessionOnPage(page, 'sufra', customer.token);
        expect(await problemsOf(page, localizePath(pathOf(route, customer.ids), locale), pageErrors)).toEqual([]);
      });
    }
  });
}
