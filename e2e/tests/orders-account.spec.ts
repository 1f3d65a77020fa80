import { operatorMenuItemPath } from '@storefront/shared/contracts';
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test } from '../support/test';
import { freshSaudiMobile, sessionOnPage } from '../support/accounts';
import { apiCall, loginByMobile } from '../support/api';
import { cartOnPage, customerOnPage, detailOf } from '../support/checkout';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { money, moveOrder, orderOf, placeOrderByApi, type ApiOrder } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** Sufra - Olaya (api/src/seed/tenants/sufra-branches.ts). */
const OLAYA = 1;
const HUMMUS = 131;

test('my orders in English: ten a page, newest first, each with its status, total and number; the next page and an order opened', async ({
  page,
}) => {
  const { token } = await customerOnPage(page, 'sufra');
  // Twelve pickups, 2 to 8 hummus each, placed one after another (the newest has the highest number).
  const orders: ApiOrder[] = [];
  for (let index = 0; index < 12; index += 1)
    orders.push(
      await placeOrderByApi('sufra', token, {
        branch_id: OLAYA,
        order_type: 'pickup',
        lines: [{ item_id: HUMMUS, quantity: 2 + (index % 7) }],
      }),
    );
  const [oldest, second, canceled, newest] = [orders[0]!, orders[1]!, orders[9]!, orders[11]!];
  // The restaurant moves some of them on: the newest is in the kitchen, one is canceled, the oldest was handed over.
  await moveOrder('sufra', newest.id, ['accept']);
  await moveOrder('sufra', canceled.id, ['cancel']);
  await moveOrder('sufra', oldest.id, ['accept', 'prepare', 'deliver']);

  await page.goto(shellUrl('sufra', '/en/account/orders/1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
  const list = page.getByRole('list', { name: 'My orders' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(10);
  const newestFirst = [...orders].reverse();
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(newestFirst.slice(0, 10).map((order) => `Order #${order.number}`));
  const card = (order: ApiOrder) => cards.filter({ has: page.getByRole('heading', { name: `Order #${order.number}`, exact: true }) });
  await expect(card(newest)).toContainText('In Kitchen');
  await expect(card(newest)).toContainText(`Total ${money(newest.total)} · Not paid`);
  await expect(card(newest)).toContainText(`${2 + (11 % 7)} × Hummus`);
  await expect(card(canceled)).toContainText('Canceled');
  await expect(card(canceled)).toContainText(`Total ${money(canceled.total)}`);
  for (const order of newestFirst.slice(1, 10).filter((order) => order !== canceled)) await expect(card(order)).toContainText(`Submitted`);
  // Two decimals on every total, each the api's.
  for (const order of newestFirst.slice(0, 10)) await expect(card(order)).toContainText(`Total ${money(order.total)} ·`);

  const pager = page.getByRole('navigation', { name: 'Page 1 of 2' });
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/account\/orders\/2$/);
  await expect(page.getByRole('navigation', { name: 'Page 2 of 2' }).getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([`Order #${second.number}`, `Order #${oldest.number}`]);
  // Handed over at the counter, paid cash: Completed and paid.
  await expect(card(oldest)).toContainText('Completed');
  await expect(card(oldest)).toContainText(`Total ${money(oldest.total)} · Paid`);
  await expect(card(second)).toContainText('Submitted');

  await card(oldest)
    .getByRole('link', { name: `View order #${oldest.number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/o/${oldest.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${oldest.number}` })).toBeVisible();
  await expect(detailOf(page, 'Status')).toHaveText('Completed');
  await expect(detailOf(page, 'Total')).toHaveText(money(oldest.total));
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('2 × Hummus');
});

/** King Fahd Road delivers to its zone "Al Wurud & Al Muruj" (fee 12.00, minimum 60.00); Olaya's zone costs 10.00. */
const KING_FAHD_ROAD = 2;
/** An item no other spec orders or counts; the restaurant takes it off for this test only. */
const JARJEER_SALAD = 144;

test('order as usual in English: a delivered delivery repeated in one action, an item taken off is left out and named; its address and zone fee are kept; the order is placed', async ({
  page,
}) => {
  const { token } = await loginByMobile('sufra', 'SA', freshSaudiMobile());
  const saved = async (body: Record<string, unknown>) => {
    const created = await apiCall('sufra', '/api/v1/user/customer-addresses/create', { method: 'POST', token, body });
    expect(created.status).toBe(201);
    return (created.body?.data as { id: number }).id;
  };
  // Home in Olaya (chosen last time on this device), and the office the earlier order went to, in Al Wurud.
  const home = await saved({
    street_name: 'Tahlia St',
    building_type: 'house',
    building_number: '12',
    latitude: 24.6907,
    longitude: 46.6853,
  });
  const office = { latitude: 24.7301, longitude: 46.6702 };
  const officeId = await saved({ street_name: 'Al Wurud St', building_type: 'office', building_number: '88', ...office });
  await sessionOnPage(page, 'sufra', token, home);

  const delivered = await placeOrderByApi('sufra', token, {
    branch_id: KING_FAHD_ROAD,
    order_type: 'delivery',
    address: { id: officeId, ...office },
    lines: [
      { item_id: HUMMUS, quantity: 4 },
      { item_id: JARJEER_SALAD, quantity: 1 },
    ],
  });
  expect(delivered.delivery_fee).toBe(12);
  await moveOrder('sufra', delivered.id, ['accept', 'prepare', 'dispatch', 'deliver']);
  // Not delivered yet: not offered again.
  const pending = await placeOrderByApi('sufra', token, {
    branch_id: OLAYA,
    order_type: 'pickup',
    lines: [{ item_id: HUMMUS, quantity: 2 }],
  });

  // Today the customer started a delivery home from Olaya and left the checkout with home chosen.
  await cartOnPage(page, 'sufra', {
    branch_id: OLAYA,
    branch_name: 'Sufra - Olaya',
    order_type: 'delivery',
    latitude: 24.6907,
    longitude: 46.6853,
    lines: [{ item_id: HUMMUS, quantity: 4, option_ids: [], notes: '' }],
  });
  await page.goto(shellUrl('sufra', '/en/checkout'));
  const addresses = page.getByRole('group', { name: 'Delivery address' });
  await expect(addresses.getByRole('radio', { name: /Tahlia St/ })).toBeChecked();
  // Hesitating between the two, home is chosen again, and stays chosen after a reload.
  await addresses.getByRole('radio', { name: /Al Wurud St/ }).check();
  await addresses.getByRole('radio', { name: /Tahlia St/ }).check();
  await page.reload();
  await expect(addresses.getByRole('radio', { name: /Tahlia St/ })).toBeChecked();
  await expect(detailOf(page, 'Delivery fee')).toHaveText('SAR 10.00');

  await operatorCall('sufra', operatorMenuItemPath(JARJEER_SALAD), 'PUT', { available: false });
  try {
    await page.goto(shellUrl('sufra', '/en/order-as-usual/1'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usual orders');
    const cards = page.getByRole('list', { name: 'Usual orders' }).getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([`Order #${delivered.number}`]);
    await expect(page.getByRole('button', { name: `Order #${pending.number} again` })).toHaveCount(0);
    await expect(cards).toContainText('Completed');
    await expect(cards).toContainText('4 × Hummus');
    await expect(cards).toContainText('1 × Jarjeer Salad');
    await expect(cards).toContainText(`Total ${money(delivered.total)}`);

    let reorders = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/orders/${delivered.id}/reorder`)) reorders += 1;
    });
    await page.getByRole('button', { name: `Order #${delivered.number} again` }).click();
    const done = page.getByRole('status').filter({ hasText: 'These items are no longer available and were left out:' });
    await expect(done.getByRole('listitem')).toHaveText(['Jarjeer Salad']);
    expect(reorders).toBe(1);
    await done.getByRole('link', { name: 'Go to checkout' }).click();

    await expect(page).toHaveURL(/\/en\/checkout$/);
    await expect(page.getByText('Delivery – Sufra - King Fahd Road')).toBeVisible();
    await expect(addresses.getByRole('radio', { name: /Al Wurud St/ })).toBeChecked();
    await expect(addresses.getByRole('radio', { name: /Tahlia St/ })).not.toBeChecked();
    await expect(detailOf(page, 'Delivery fee')).toHaveText('SAR 12.00');
    await expect(detailOf(page, 'Subtotal')).toHaveText('SAR 64.00');
    await expect(page.getByText('Jarjeer Salad')).toHaveCount(0);

    await page.getByRole('radio', { name: 'As soon as possible' }).check();
    await page.getByRole('radio', { name: 'Cash' }).check();
    // A customer with a delivered order behind them is not asked the human check.
    await expect(page.getByText(/Human check/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/\/en\/o\/\d+$/);
    expect(new URL(page.url()).pathname).not.toBe(`/en/o/${delivered.id}`);
    await expect(detailOf(page, 'Order type')).toHaveText('Delivery');
    await expect(detailOf(page, 'Branch')).toHaveText('Sufra - King Fahd Road');
    await expect(detailOf(page, 'Delivery address')).toContainText('Al Wurud St');
    await expect(detailOf(page, 'Delivery fee')).toHaveText('SAR 12.00');
    await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText([/^4 × Hummus/]);
  } finally {
    await operatorCall('sufra', operatorMenuItemPath(JARJEER_SALAD), 'PUT', { available: true });
  }
});

/** The QR drawn on the page (an SVG image), rasterised in the page and read back as RGBA pixels. */
const qrPixels = (qr: Locator) =>
  qr.evaluate(async (svg) => {
    const size = 400;
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    const image = new Image(size, size);
    await new Promise((resolve, reject) => {
      image.onload = resolve;
      image.onerror = reject;
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, size, size);
    URL.revokeObjectURL(url);
    return { size, rgba: Array.from(context.getImageData(0, 0, size, size).data) };
  });

/** The fields of a ZATCA TLV payload (base64), by tag. */
const tlvFields = (payload: string): Record<number, string> => {
  const bytes = Buffer.from(payload, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!)
    fields[bytes[at]!] = bytes.subarray(at + 2, at + 2 + bytes[at + 1]!).toString('utf8');
  return fields;
};

test('the ZATCA QR of a Saudi order is an image named as such that reads as the api payload; an Egyptian order has none', async ({
  page,
}) => {
  const { token } = await customerOnPage(page, 'sufra');
  const placed = await placeOrderByApi('sufra', token, {
    branch_id: OLAYA,
    order_type: 'pickup',
    lines: [{ item_id: HUMMUS, quantity: 3 }],
  });
  const order = await orderOf('sufra', token, placed.id);
  expect(order.zatca_qr).not.toBeNull();

  await page.goto(shellUrl('sufra', `/en/o/${order.id}`));
  await expect(detailOf(page, 'Total')).toHaveText(money(order.total));
  const qr = page.getByRole('img', { name: 'Tax invoice QR code (ZATCA)' });
  await expect(qr).toBeVisible();
  const { size, rgba } = await qrPixels(qr);
  const read = jsQR(Uint8ClampedArray.from(rgba), size, size);
  expect(read?.data).toBe(order.zatca_qr);
  // The five fields: seller, VAT number, time of the order, total with VAT and VAT, as the page shows them.
  expect(tlvFields(read!.data)).toEqual({
    1: 'سفرة',
    2: '310122393500003',
    3: order.created_at.replace(/\.\d{3}Z$/, 'Z'),
    4: order.total.toFixed(2),
    5: order.vat.toFixed(2),
  });
  await expect(detailOf(page, 'VAT (15%)')).toHaveText(money(order.vat));

  // nile is in Egypt: no ZATCA, no QR.
  const egyptian = await loginByMobile('nile', 'EG', `010${String(Date.now() % 100_000_000).padStart(8, '0')}`);
  const nileOrder = await placeOrderByApi('nile', egyptian.token, {
    branch_id: 4,
    order_type: 'pickup',
    lines: [{ item_id: 502, quantity: 1 }],
  });
  expect((await orderOf('nile', egyptian.token, nileOrder.id)).zatca_qr).toBeNull();
  await sessionOnPage(page, 'nile', egyptian.token);
  await page.goto(shellUrl('nile', `/en/o/${nileOrder.id}`));
  await expect(page.getByRole('heading', { name: `Order #${nileOrder.number}` })).toBeVisible();
  await expect(detailOf(page, 'Total')).toHaveText(money(nileOrder.total, 'EGP'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);
});
