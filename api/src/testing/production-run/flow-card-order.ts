import { randomUUID } from 'node:crypto';
import {
  CART_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_PATHS,
  cartResponseSchema,
  placeOrderResponseSchema,
  type PaymentCardForm,
} from '@storefront/shared/contracts';
import { SUFRA } from '../../seed/tenants/sufra';
import { postCardForm } from '../moyasar-stand-in';
import type { RunContext } from './run-context';
import { callApi, expectStatus, storefront } from './run-http';

/** Four hummus (16.00 each, VAT 15 % on top): 73.60 SAR. */
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };

export interface CardOrder {
  id: number;
  number: number;
  sessionId: string;
  form: PaymentCardForm;
}

/** The customer orders a pickup at the branch, as soon as possible, paid by card: the api answers Moyasar's card form. */
export const placeCardOrder = async (context: RunContext, token: string, branchId: number): Promise<CardOrder> => {
  const created = await callApi(context.proxyUrl, CART_PATHS.carts, { method: 'POST', headers: storefront(SUFRA) });
  expectStatus('opening a cart', created, 201);
  const cartId = cartResponseSchema.parse(created.body).data.cart_id;
  const filled = await callApi(context.proxyUrl, CART_PATHS.cart(cartId), {
    method: 'PUT',
    headers: storefront(SUFRA),
    body: { branch_id: branchId, order_type: 'pickup', lines: [HUMMUS] },
  });
  expectStatus('filling the cart', filled, 200);
  const placed = await callApi(context.proxyUrl, ORDER_PATHS.orders, {
    headers: { ...storefront(SUFRA, token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: { cart_id: cartId, delivery_time: 'asap', payment_method: 'card' },
  });
  expectStatus('placing the card order', placed, 201);
  const { order, payment } = placeOrderResponseSchema.parse(placed.body).data;
  const form = payment?.card_form;
  if (!payment || form?.provider !== 'moyasar')
    throw new Error(`the card order's payment is not Moyasar's card form: ${JSON.stringify(payment)}`);
  return { id: order.id, number: order.number, sessionId: payment.id, form };
};

/**
 * The storefront's card form: the card goes to Moyasar with the form's publishable key and given id,
 * then the bank's 3-D Secure page passes it and sends the browser back to the callback. Answers
 * Moyasar's payment id.
 */
export const payAtMoyasar = async (context: RunContext, form: PaymentCardForm): Promise<string> => {
  const moyasar = context.standIns.moyasar.url;
  const created = await postCardForm(moyasar, form, { number: '4111111111111111', name: 'Production Run' });
  const made = (await created.json()) as { id?: string; status?: string; message?: string; source?: { transaction_url?: string } };
  if (created.status !== 201 || !made.source?.transaction_url)
    throw new Error(`Moyasar refused the card payment (${created.status}): ${JSON.stringify(made)}`);
  const back = await fetch(`${made.source.transaction_url}?result=pass`, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? 'about:blank');
  if (callback.searchParams.get('status') !== 'paid' || callback.searchParams.get('id') !== form.given_id)
    throw new Error(`3-D Secure did not send the customer back paid: ${callback.toString()}`);
  if (!callback.toString().startsWith(form.callback_url))
    throw new Error(`3-D Secure sent the customer to ${callback.toString()}, not the card form's callback ${form.callback_url}`);
  return made.id ?? form.given_id;
};
