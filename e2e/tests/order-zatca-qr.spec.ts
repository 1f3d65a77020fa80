import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test } from '../support/test';
import { sessionOnPage } from '../support/accounts';
import { loginByMobile } from '../support/api';
import { customerOnPage, detailOf } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { money, orderOf, placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** Sufra - Olaya (api/src/seed/tenants/sufra-branches.ts). */
const OLAYA = 1;
const HUMMUS = 131;

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
  // Saudi prices include VAT: 3 × 18.40 is the total, and 55.20 × 15/115 of it is VAT, exact to the halala.
  expect([order.total, order.vat]).toEqual([55.2, 7.2]);
  await expect(detailOf(page, 'Incl. VAT (15%)')).toHaveText(money(order.vat));

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
