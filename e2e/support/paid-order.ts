import type { Page } from '@playwright/test';
import { freshCustomer, sessionOnPage } from './accounts';
import { FOUR_HUMMUS, OLAYA } from './checkout';
import { placeOrderByApi, type ApiOrder } from './orders';

/** A new customer (their mobile answered), logged in on `page`, with a pickup order of four hummus at Olaya paid online (on the sandbox page). */
export const paidPickupOrderFor = async (page: Page): Promise<{ order: ApiOrder; mobile: string }> => {
  const customer = await freshCustomer('sufra');
  await sessionOnPage(page, 'sufra', customer.token);
  const order = await placeOrderByApi('sufra', customer.token, {
    ...OLAYA,
    order_type: 'pickup',
    lines: FOUR_HUMMUS,
    payment_method: 'hosted',
  });
  return { order, mobile: customer.mobile };
};
