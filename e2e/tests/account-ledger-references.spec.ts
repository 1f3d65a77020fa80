import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { apiCall } from '../support/api';
import { FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { LOCALES } from '../support/checkout-locales';
import { moveOrder, placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';

const LEDGER = {
  en: {
    prefix: '/en',
    wallet: 'My wallet',
    history: 'Transactions',
    refund: 'Refund',
    paid: 'Paid on an order',
    referral: 'Referral',
    /** Left to right as drawn. */
    drawn: (reason: string, reference: string) => [reason, '·', reference],
  },
  ar: {
    prefix: '',
    wallet: 'محفظتي',
    history: 'الحركات',
    refund: 'استرداد',
    paid: 'دفع في طلب',
    referral: 'إحالة',
    /** Left to right as drawn: the reason first on the right, then the separator, then the reference. */
    drawn: (reason: string, reference: string) => [reference, '·', reason],
  },
} as const;

/** The pieces of the cell's text, ordered by where they are drawn, from left to right. */
const drawnLeftToRight = (cell: Locator, pieces: string[]): Promise<string[]> =>
  cell.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const found: { piece: string; x: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const piece of wanted) {
        const at = text.indexOf(piece);
        if (at < 0 || found.some((seen) => seen.piece === piece)) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + piece.length);
        const box = range.getBoundingClientRect();
        found.push({ piece, x: box.left + box.width / 2 });
      }
    }
    return found.sort((a, b) => a.x - b.x).map((seen) => seen.piece);
  }, pieces);

for (const locale of LOCALES) {
  const texts = LEDGER[locale];

  test(`${locale}: the wallet log draws each reason, then the separator, then the order number or code, in the page's direction`, async ({
    page,
  }) => {
    // A friend's code puts 10.00 SAR in the wallet; an order spends it and the restaurant's cancel gives it back.
    const customer = await freshCustomer('sufra');
    const friend = await freshCustomer('sufra');
    const used = await apiCall('sufra', '/api/v1/user/customers/referral-code', {
      method: 'POST',
      token: customer.token,
      body: { referral_code: friend.referralCode },
    });
    expect(used.status).toBe(200);
    const order = await placeOrderByApi('sufra', customer.token, {
      branch_id: OLAYA.branch_id,
      order_type: 'pickup',
      lines: FOUR_HUMMUS,
      // The wallet pays with an online payment only (sufra's rule); the sandbox pays the rest.
      payment_method: 'hosted',
      use_wallet: true,
    });
    await moveOrder('sufra', order.id, ['cancel'], { reason: 'Out of hummus' });
    await sessionOnPage(page, 'sufra', customer.token);

    await page.goto(shellUrl('sufra', `${texts.prefix}/account/wallet`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.wallet);
    const rows = page.getByRole('table', { name: texts.history }).getByRole('row');
    await expect(rows).toHaveCount(4);
    const details = (row: number) => rows.nth(row).getByRole('cell').nth(1);
    const number = `#${order.number}`;
    await expect(details(1)).toHaveText(`${texts.refund} · ${number}`, { useInnerText: true });
    await expect(details(2)).toHaveText(`${texts.paid} · ${number}`, { useInnerText: true });
    await expect(details(3)).toHaveText(`${texts.referral} · ${friend.referralCode}`, { useInnerText: true });

    expect(await drawnLeftToRight(details(1), [texts.refund, '·', number])).toEqual(texts.drawn(texts.refund, number));
    expect(await drawnLeftToRight(details(2), [texts.paid, '·', number])).toEqual(texts.drawn(texts.paid, number));
    expect(await drawnLeftToRight(details(3), [texts.referral, '·', friend.referralCode])).toEqual(
      texts.drawn(texts.referral, friend.referralCode),
    );
  });
}
