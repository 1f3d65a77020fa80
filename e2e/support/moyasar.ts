import { MOYASAR_TEST_KEYS } from '../../api/src/testing/moyasar-stand-in';
import { expect, type Page } from './test';
import { cartOnPage, customerOnPage, FOUR_HUMMUS } from './checkout';
import { CHECKOUT, type LOCALES } from './checkout-locales';
import { E2E_PORTS, shellUrl } from './ports';

const MOYASAR_URL = `http://127.0.0.1:${E2E_PORTS.moyasar}`;

/** What Moyasar itself says of a payment (its API, with the tenant's secret key). */
export const moyasarPayment = async (id: string) => {
  const answer = await fetch(`${MOYASAR_URL}/v1/payments/${id}`, {
    headers: { authorization: `Basic ${Buffer.from(`${MOYASAR_TEST_KEYS.secretKey}:`).toString('base64')}` },
  });
  return (await answer.json()) as { status: string; amount: number; refunded: number; source: { type: string; mobile?: string } };
};

/**
 * A pickup of four hummus at Olaya, placed by a logged-in customer with the card method (`method`, its
 * name in the page's language): the page is then the card step, whose heading is `heading`.
 */
export const placeWithCard = async (
  page: Page,
  locale: (typeof LOCALES)[number],
  { method, heading }: { method: string; heading: string },
) => {
  const texts = CHECKOUT[locale];
  await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
  await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
  await page.getByRole('radio', { name: texts.asap }).check();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: texts.place }).click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/o/\\d+/pay$`));
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
};
