import { expect, test } from '../support/test';
import { customerOnPage, detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { money, moveOrder, placeOrderByApi, type ApiOrder } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** Sufra - Olaya (api/src/seed/tenants/sufra-branches.ts) and two of its dishes. */
const OLAYA = 1;
const HUMMUS = 131;
const FALAFEL = 134;

const LIST = {
  en: {
    heading: 'My orders',
    total: (amount: number) => `Total ${money(amount, 'SAR', 'en')}`,
    view: (number: number) => `View order #${number}`,
    pageOf: (page: number) => `Page ${page} of 2`,
    previous: 'Previous page',
    next: 'Next page',
    status: 'Status',
    items: 'Items',
    falafel: 'Falafel',
    states: { kitchen: 'In Kitchen', canceled: 'Canceled', completed: 'Completed', onTheWay: 'In Route' },
    qr: 'Tax invoice QR code (ZATCA)',
  },
  ar: {
    heading: 'طلباتي',
    total: (amount: number) => `الإجمالي ${money(amount, 'SAR', 'ar')}`,
    view: (number: number) => `عرض الطلب رقم ${number}`,
    pageOf: (page: number) => `الصفحة ${page} من 2`,
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    status: 'الحالة',
    items: 'الأصناف',
    falafel: 'فلافل',
    states: { kitchen: 'في المطبخ', canceled: 'ملغي', completed: 'مكتمل', onTheWay: 'في الطريق' },
    qr: 'رمز الفاتورة الضريبية (هيئة الزكاة)',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, list] = [CHECKOUT[locale], LIST[locale]];

  test(`${locale}: my orders ten a page, newest first, each with its status, total and number; the next page and an order with its QR`, async ({
    page,
  }) => {
    const { token, addressId } = await customerOnPage(page, 'sufra', { address: true });
    // A delivery first, then a pickup and ten more pickups of 3 to 7 falafel, one after another (the newest has the highest number).
    const orders: ApiOrder[] = [
      await placeOrderByApi('sufra', token, {
        branch_id: OLAYA,
        order_type: 'delivery',
        address: { id: addressId!, latitude: 24.6907, longitude: 46.6853 },
        lines: [{ item_id: HUMMUS, quantity: 4 }],
      }),
      await placeOrderByApi('sufra', token, { branch_id: OLAYA, order_type: 'pickup', lines: [{ item_id: HUMMUS, quantity: 2 }] }),
    ];
    for (let index = 0; index < 10; index += 1)
      orders.push(
        await placeOrderByApi('sufra', token, {
          branch_id: OLAYA,
          order_type: 'pickup',
          lines: [{ item_id: FALAFEL, quantity: 3 + (index % 5) }],
        }),
      );
    const [delivery, handedOver, canceled, newest] = [orders[0]!, orders[1]!, orders[9]!, orders[11]!];
    // The restaurant moves some of them on: the delivery is sent out, the pickup handed over, one canceled, the newest in the kitchen.
    await moveOrder('sufra', delivery.id, ['accept', 'prepare', 'dispatch']);
    await moveOrder('sufra', handedOver.id, ['accept', 'prepare', 'deliver']);
    await moveOrder('sufra', canceled.id, ['cancel']);
    await moveOrder('sufra', newest.id, ['accept']);

    await page.goto(shellUrl('sufra', `${texts.prefix}/account/orders/1`));
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.heading);
    const cards = page.getByRole('list', { name: list.heading }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const newestFirst = [...orders].reverse();
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
      newestFirst.slice(0, 10).map((order) => texts.orderNumber(order.number)),
    );
    const card = (order: ApiOrder) =>
      cards.filter({ has: page.getByRole('heading', { name: texts.orderNumber(order.number), exact: true }) });
    await expect(card(newest)).toContainText(list.states.kitchen);
    await expect(card(newest)).toContainText(`${list.total(newest.total)} · ${texts.notPaid}`);
    await expect(card(newest)).toContainText(`${3 + (9 % 5)} × ${list.falafel}`);
    await expect(card(canceled)).toContainText(list.states.canceled);
    await expect(card(canceled)).toContainText(`${list.total(canceled.total)} · ${texts.notPaid}`);
    for (const order of newestFirst.slice(1, 10).filter((order) => order !== canceled)) {
      await expect(card(order)).toContainText(texts.submitted);
      await expect(card(order)).toContainText(`${list.total(order.total)} · ${texts.notPaid}`);
    }
    await expect(card(delivery)).toHaveCount(0);

    const pager = page.getByRole('navigation', { name: list.pageOf(1) });
    await expect(pager.getByRole('button', { name: list.previous })).toBeDisabled();
    await pager.getByRole('button', { name: list.next }).click();
    await expect(page).toHaveURL(shellUrl('sufra', `${texts.prefix}/account/orders/2`));
    await expect(page.getByRole('navigation', { name: list.pageOf(2) }).getByRole('button', { name: list.next })).toBeDisabled();
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      texts.orderNumber(handedOver.number),
      texts.orderNumber(delivery.number),
    ]);
    // Handed over at the counter, paid cash: completed and paid.
    await expect(card(handedOver)).toContainText(list.states.completed);
    await expect(card(handedOver)).toContainText(`${list.total(handedOver.total)} · ${texts.paid}`);
    await expect(card(delivery)).toContainText(list.states.onTheWay);
    await expect(card(delivery)).toContainText(`4 × ${texts.hummus}`);
    await expect(card(delivery)).toContainText(`${list.total(delivery.total)} · ${texts.notPaid}`);

    await card(delivery)
      .getByRole('link', { name: list.view(delivery.number) })
      .click();
    await expect(page).toHaveURL(shellUrl('sufra', `${texts.prefix}/o/${delivery.id}`));
    await expect(page.getByRole('heading', { name: texts.orderNumber(delivery.number) })).toBeVisible();
    await expect(detailOf(page, list.status)).toHaveText(list.states.onTheWay);
    await expect(detailOf(page, texts.orderType)).toHaveText(texts.delivery);
    await expect(detailOf(page, texts.deliveryFee)).toHaveText(money(11.5, 'SAR', locale));
    await expect(detailOf(page, texts.total)).toHaveText(money(delivery.total, 'SAR', locale));
    await expect(page.getByRole('list', { name: list.items })).toContainText(`4 × ${texts.hummus}`);
    await expect(page.getByRole('img', { name: list.qr })).toBeVisible();
  });
}
