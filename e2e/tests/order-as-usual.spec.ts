import { operatorMenuItemPath } from '@storefront/shared/contracts';
import { expect, test } from '../support/test';
import { freshSaudiMobile, sessionOnPage } from '../support/accounts';
import { apiCall, loginByMobile } from '../support/api';
import { cartOnPage, detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES, onCheckout, onOrderPage } from '../support/checkout-locales';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { money, moveOrder, placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** Sufra's branches (api/src/seed/tenants/sufra-branches.ts): King Fahd Road delivers to "Al Wurud & Al Muruj" (fee 13.80 with VAT); Olaya's zone costs 11.50. */
const OLAYA = 1;
const KING_FAHD_ROAD = 2;
const HUMMUS = 131;

/** Each language's test has an item no other spec orders or takes off: the restaurant takes it off for that test only. */
const USUAL = {
  en: {
    item: { id: 144, name: 'Jarjeer Salad' },
    heading: 'Usual orders',
    completed: 'Completed',
    total: (amount: number) => `Total ${money(amount, 'SAR', 'en')}`,
    again: (number: number) => `Order #${number} again`,
    dropped: 'These items are no longer available and were left out:',
    goToCheckout: 'Go to checkout',
    typeAt: 'Delivery – Sufra - King Fahd Road',
    kingFahdRoad: 'Sufra - King Fahd Road',
    items: 'Items',
  },
  ar: {
    item: { id: 143, name: 'سلطة عربية' },
    heading: 'الطلبات المعتادة',
    completed: 'مكتمل',
    total: (amount: number) => `الإجمالي ${money(amount, 'SAR', 'ar')}`,
    again: (number: number) => `اطلب الطلب رقم ${number} مرة أخرى`,
    dropped: 'هذه الأصناف لم تعد متاحة ولم تُضف:',
    goToCheckout: 'إتمام الطلب',
    typeAt: 'توصيل – سفرة - طريق الملك فهد',
    kingFahdRoad: 'سفرة - طريق الملك فهد',
    items: 'الأصناف',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, usual] = [CHECKOUT[locale], USUAL[locale]];

  test(`${locale}: order as usual: a delivered delivery repeated in one action, an item taken off is left out and named; its address and zone fee are kept; the order is placed`, async ({
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
        { item_id: usual.item.id, quantity: 1 },
      ],
    });
    expect(delivered.delivery_fee).toBe(13.8);
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
      branch_name: texts.olaya,
      order_type: 'delivery',
      latitude: 24.6907,
      longitude: 46.6853,
      lines: [{ item_id: HUMMUS, quantity: 4, option_ids: [], notes: '' }],
    });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    const addresses = page.getByRole('group', { name: texts.deliveryAddress });
    await expect(addresses.getByRole('radio', { name: /Tahlia St/ })).toBeChecked();
    // Hesitating between the two, home is chosen again, and stays chosen after a reload.
    await addresses.getByRole('radio', { name: /Al Wurud St/ }).check();
    await addresses.getByRole('radio', { name: /Tahlia St/ }).check();
    await page.reload();
    await expect(addresses.getByRole('radio', { name: /Tahlia St/ })).toBeChecked();
    await expect(detailOf(page, texts.deliveryFee)).toHaveText(money(11.5, 'SAR', locale));

    await operatorCall('sufra', operatorMenuItemPath(usual.item.id), 'PUT', { available: false });
    try {
      await page.goto(shellUrl('sufra', `${texts.prefix}/order-as-usual/1`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(usual.heading);
      const cards = page.getByRole('list', { name: usual.heading }).getByRole('listitem');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText([texts.orderNumber(delivered.number)]);
      await expect(page.getByRole('button', { name: usual.again(pending.number) })).toHaveCount(0);
      await expect(cards).toContainText(usual.completed);
      await expect(cards).toContainText(`4 × ${texts.hummus}`);
      await expect(cards).toContainText(`1 × ${usual.item.name}`);
      await expect(cards).toContainText(usual.total(delivered.total));

      let reorders = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith(`/orders/${delivered.id}/reorder`)) reorders += 1;
      });
      await page.getByRole('button', { name: usual.again(delivered.number) }).click();
      const done = page.getByRole('status').filter({ hasText: usual.dropped });
      await expect(done.getByRole('listitem')).toHaveText([usual.item.name]);
      expect(reorders).toBe(1);
      await done.getByRole('link', { name: usual.goToCheckout }).click();

      await onCheckout(page, locale);
      await expect(page.getByText(usual.typeAt)).toBeVisible();
      await expect(addresses.getByRole('radio', { name: /Al Wurud St/ })).toBeChecked();
      await expect(addresses.getByRole('radio', { name: /Tahlia St/ })).not.toBeChecked();
      await expect(detailOf(page, texts.deliveryFee)).toHaveText(money(13.8, 'SAR', locale));
      await expect(detailOf(page, texts.subtotal)).toHaveText(money(73.6, 'SAR', locale));
      await expect(page.getByText(usual.item.name)).toHaveCount(0);

      await page.getByRole('radio', { name: texts.asap }).check();
      await page.getByRole('radio', { name: texts.cash }).check();
      // A customer with a delivered order behind them is not asked the human check.
      await expect(page.getByText(/Human check|التحقق البشري/)).toHaveCount(0);
      await page.getByRole('button', { name: texts.place }).click();
      const id = await onOrderPage(page, locale);
      expect(id).not.toBe(String(delivered.id));
      await expect(detailOf(page, texts.orderType)).toHaveText(texts.delivery);
      await expect(detailOf(page, texts.branch)).toHaveText(usual.kingFahdRoad);
      await expect(detailOf(page, texts.deliveryAddress)).toContainText('Al Wurud St');
      await expect(detailOf(page, texts.deliveryFee)).toHaveText(money(13.8, 'SAR', locale));
      await expect(page.getByRole('list', { name: usual.items }).getByRole('listitem')).toHaveText([new RegExp(`^4 × ${texts.hummus}`)]);
    } finally {
      await operatorCall('sufra', operatorMenuItemPath(usual.item.id), 'PUT', { available: true });
    }
  });
}
