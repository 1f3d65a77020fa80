import { expect, test } from '../support/test';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test('in Arabic a phone number reads left to right: + and the dialling code first', async ({ page, context }) => {
  await skipPopupBanners(context, 'sufra');
  await page.goto(shellUrl('sufra', '/branches'));
  const call = page.getByRole('link', { name: /اتصل على/ }).first();
  await expect(call).toBeVisible();
  const order = await call.evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!;
    const content = text.textContent ?? '';
    const leftOf = (offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect().left;
    };
    const plus = content.indexOf('+');
    const last = content.search(/\d[^\d]*$/);
    return { plusLeftOfLastDigit: leftOf(plus) < leftOf(last), arabicRightOfNumber: leftOf(0) > leftOf(plus) };
  });
  expect(order).toEqual({ plusLeftOfLastDigit: true, arabicRightOfNumber: true });
});
