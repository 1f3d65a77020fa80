import { operatorMenuItemPath } from '@storefront/shared/contracts';
import { expect, test } from '../support/test';
import { customerOnPage } from '../support/checkout';
import { CHECKOUT, LOCALES, onCheckout } from '../support/checkout-locales';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const OLAYA = 1;
const HUMMUS = 131;

/** Each language's test has a dessert no other spec orders or sells out: the restaurant sells it out for that test only. */
const AGAIN = {
  en: {
    item: { id: 153, name: 'Luqaimat' },
    heading: 'My orders',
    orderAgain: 'Order again',
    again: (number: number) => `Order #${number} again`,
    added: (number: number) => `Order #${number} is in your cart again. Added:`,
    notAdded: 'Not added, no longer on the menu or sold out:',
    goToCheckout: 'Go to checkout',
  },
  ar: {
    item: { id: 152, name: 'أم علي' },
    heading: 'طلباتي',
    orderAgain: 'اطلب مرة أخرى',
    again: (number: number) => `اطلب الطلب رقم ${number} مرة أخرى`,
    added: (number: number) => `الطلب رقم ${number} في سلتك مرة أخرى. أُضيف:`,
    notAdded: 'لم يُضف، لم يعد في القائمة أو نفد:',
    goToCheckout: 'إتمام الطلب',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, again] = [CHECKOUT[locale], AGAIN[locale]];

  test(`${locale}: "Order again" in my orders puts the order's dishes back in the cart and says what was added and what was sold out`, async ({
    page,
  }) => {
    const { token } = await customerOnPage(page, 'sufra');
    const order = await placeOrderByApi('sufra', token, {
      branch_id: OLAYA,
      order_type: 'pickup',
      lines: [
        { item_id: HUMMUS, quantity: 2 },
        { item_id: again.item.id, quantity: 1 },
      ],
    });
    await operatorCall('sufra', operatorMenuItemPath(again.item.id), 'PUT', { available: false });
    try {
      await page.goto(shellUrl('sufra', `${texts.prefix}/account/orders/1`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(again.heading);
      const card = page
        .getByRole('list', { name: again.heading })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: texts.orderNumber(order.number), exact: true }) });
      const button = card.getByRole('button', { name: again.again(order.number) });
      await expect(button).toHaveText(again.orderAgain);
      await button.click();

      const said = page.getByRole('status').filter({ hasText: again.added(order.number) });
      await expect(said).toBeVisible();
      await expect(said.getByRole('listitem')).toHaveText([`2 × ${texts.hummus}`, again.item.name]);
      await expect(said).toContainText(again.notAdded);
      await said.getByRole('link', { name: again.goToCheckout }).click();
      await onCheckout(page, locale);
      await expect(page.getByText(texts.hummus).first()).toBeVisible();
      await expect(page.getByText(again.item.name)).toHaveCount(0);
    } finally {
      await operatorCall('sufra', operatorMenuItemPath(again.item.id), 'PUT', { available: true });
    }
  });
}
