import { randomBytes } from 'node:crypto';
import { paymobHmac, processedHmacString, responseHmacString } from '../payments/paymob-hmac';
import { startStandIn, type StandInAnswer, type StandInRequest, type StandInServer } from './provider-stand-in';

/**
 * Paymob's documented API as a local server (tests only): the Intention API with `Token <secret key>`,
 * Unified Checkout by public key and client secret, the auth token from the API key, transaction
 * inquiry and refund with `Bearer <token>`, and the transaction callbacks signed with the HMAC secret
 * (https://developers.paymob.com/paymob-docs/developers/intention-apis/create-intention,
 * https://docs.paymob.com/docs/retrieve-a-transaction, https://acceptdocs.paymobsolutions.com/docs/refund-transaction,
 * https://developers.paymob.com/paymob-docs/developers/webhook-callbacks-and-hmac/hmac/hmac-transaction-callback).
 */
export const PAYMOB_TEST_KEYS = {
  secretKey: 'egy_sk_test_standin',
  publicKey: 'egy_pk_test_standin',
  apiKey: 'standin-api-key',
  hmacSecret: 'standin-hmac-secret',
  integrationIds: [4_123_456],
};

interface Intention {
  id: string;
  client_secret: string;
  intention_order_id: number;
  amount: number;
  currency: string;
  special_reference: string;
  notification_url: string;
  redirection_url: string;
}

export interface PaymobTransaction {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  has_parent_transaction: boolean;
  owner: number;
  created_at: string;
  currency: string;
  error_occured: boolean;
  refunded_amount_cents: number;
  order: { id: number; merchant_order_id: string; amount_cents: number; currency: string };
  source_data: { pan: string; type: string; sub_type: string };
  data: { message: string };
}

export interface PaymobStandIn extends StandInServer {
  intentions: Map<number, Intention>;
  transactions: Map<number, PaymobTransaction>;
  refundsMade: Map<number, number>;
  /** The customer pays (or is declined) on the checkout: the order's transaction. */
  pay(orderId: number, outcome: 'approved' | 'declined', charged?: { amount_cents?: number; currency?: string }): PaymobTransaction;
}

const error = (status: number, detail: string): StandInAnswer => ({ status, body: { detail } });
let nextId = 300_000_000;

const checkoutPage = (intention: Intention): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Paymob</title></head>
<body><main><h1>Paymob checkout</h1><p>${(intention.amount / 100).toFixed(2)} ${intention.currency}</p>
<form method="post"><button name="outcome" value="approved">Pay</button>
<button name="outcome" value="declined">Decline</button></form></main></body></html>`;

export const startPaymobStandIn = async (port = 0): Promise<PaymobStandIn> => {
  const intentions = new Map<number, Intention>();
  const transactions = new Map<number, PaymobTransaction>();
  const refundsMade = new Map<number, number>();
  const tokens = new Set<string>();
  const bearer = (request: StandInRequest) => tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  const transactionOf = (orderId: number) => [...transactions.values()].find((transaction) => transaction.order.id === orderId);

  const createIntention = (request: StandInRequest): StandInAnswer => {
    if (request.headers.authorization !== `Token ${PAYMOB_TEST_KEYS.secretKey}`)
      return error(401, 'Authentication credentials were not provided.');
    const body = request.body as Record<string, unknown> | null;
    const items = body?.items as { name?: unknown; amount?: unknown }[] | undefined;
    const billing = body?.billing_data as Record<string, unknown> | undefined;
    if (!body || typeof body.amount !== 'number' || typeof body.currency !== 'string')
      return error(400, 'amount and currency are required.');
    if (!Array.isArray(body.payment_methods) || !body.payment_methods.every((id) => PAYMOB_TEST_KEYS.integrationIds.includes(id as number)))
      return error(404, 'Integration ID/Name does not exist in our system .');
    if (!Array.isArray(items) || items.some((item) => typeof item.name !== 'string' || typeof item.amount !== 'number'))
      return { status: 400, body: { items: { name: ['This field is required.'] } } };
    if (items.reduce((sum, item) => sum + Number(item.amount), 0) !== body.amount)
      return error(400, 'The items amounts must add up to the amount.');
    for (const field of ['first_name', 'last_name', 'email', 'phone_number'])
      if (typeof billing?.[field] !== 'string' || billing[field] === '')
        return { status: 400, body: { billing_data: { [field]: ['This field is required.'] } } };
    const intention: Intention = {
      id: `pi_test_${randomBytes(8).toString('hex')}`,
      client_secret: `egy_csk_test_${randomBytes(12).toString('hex')}`,
      intention_order_id: (nextId += 1),
      amount: body.amount,
      currency: body.currency,
      special_reference: String(body.special_reference),
      notification_url: String(body.notification_url),
      redirection_url: String(body.redirection_url),
    };
    intentions.set(intention.intention_order_id, intention);
    return { status: 201, body: { ...intention, status: 'intended', payment_methods: [] } };
  };

  const intentionOfCheckout = (request: StandInRequest): Intention | undefined => {
    const found = [...intentions.values()].find((intention) => intention.client_secret === request.query.get('clientSecret'));
    return request.query.get('publicKey') === PAYMOB_TEST_KEYS.publicKey ? found : undefined;
  };

  /** Unified Checkout, Paymob's own page: the customer pays or is declined there. */
  const checkout = (request: StandInRequest): StandInAnswer => {
    const found = intentionOfCheckout(request);
    if (!found) return error(404, 'Not found.');
    return { status: 200, text: checkoutPage(found), headers: { 'content-type': 'text/html; charset=utf-8' } };
  };

  /**
   * The customer's decision on the checkout: Paymob posts the processed callback to the intention's
   * `notification_url` (its HMAC in `?hmac=`), then sends the browser to `redirection_url` with the
   * signed response callback's query.
   */
  const decide = async (request: StandInRequest): Promise<StandInAnswer> => {
    const found = intentionOfCheckout(request);
    if (!found) return error(404, 'Not found.');
    const outcome = new URLSearchParams(typeof request.body === 'string' ? request.body : '').get('outcome');
    const transaction = pay(found.intention_order_id, outcome === 'approved' ? 'approved' : 'declined');
    const callback = paymobProcessedCallback(transaction, PAYMOB_TEST_KEYS.hmacSecret);
    await fetch(`${found.notification_url}?hmac=${callback.hmac}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: callback.body,
    }).catch(() => undefined);
    const back = new URL(found.redirection_url);
    for (const [name, value] of Object.entries(paymobResponseQuery(transaction, PAYMOB_TEST_KEYS.hmacSecret)))
      back.searchParams.set(name, value);
    return { status: 302, headers: { location: back.toString() } };
  };

  const refund = (request: StandInRequest): StandInAnswer => {
    if (!bearer(request)) return error(401, 'Authentication credentials were not provided.');
    const { transaction_id: id, amount_cents: amount } = (request.body ?? {}) as { transaction_id?: unknown; amount_cents?: unknown };
    const paid = typeof id === 'number' ? transactions.get(id) : undefined;
    if (!paid || !paid.success) return error(404, 'Transaction not found.');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return error(400, 'amount_cents is required.');
    if (paid.refunded_amount_cents + amount > paid.amount_cents) return error(400, 'Refund amount exceeds the transaction amount.');
    paid.refunded_amount_cents += amount;
    paid.is_refunded = true;
    refundsMade.set(paid.id, (refundsMade.get(paid.id) ?? 0) + 1);
    return {
      status: 200,
      body: {
        ...paid,
        id: (nextId += 1),
        amount_cents: amount,
        is_refund: true,
        has_parent_transaction: true,
        success: true,
        is_refunded: false,
      },
    };
  };

  const server = await startStandIn((request) => {
    if (request.method === 'POST' && request.path === '/v1/intention/') return createIntention(request);
    if (request.method === 'GET' && request.path === '/unifiedcheckout/') return checkout(request);
    if (request.method === 'POST' && request.path === '/unifiedcheckout/') return decide(request);
    if (request.method === 'POST' && request.path === '/api/auth/tokens') {
      if ((request.body as { api_key?: unknown } | null)?.api_key !== PAYMOB_TEST_KEYS.apiKey) return error(403, 'Incorrect credentials');
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return { status: 201, body: { token, profile: { id: 1 } } };
    }
    if (request.method === 'POST' && request.path === '/api/ecommerce/orders/transaction_inquiry') {
      if (!bearer(request)) return error(401, 'Authentication credentials were not provided.');
      const found = transactionOf(Number((request.body as { order_id?: unknown } | null)?.order_id));
      return found ? { status: 200, body: found } : error(404, 'Not found.');
    }
    if (request.method === 'POST' && request.path === '/api/acceptance/void_refund/refund') return refund(request);
    return error(404, 'Not found.');
  }, port);

  const pay: PaymobStandIn['pay'] = (orderId, outcome, charged = {}) => {
    const intention = intentions.get(orderId);
    if (!intention) throw new Error(`no intention of order ${orderId}`);
    const transaction: PaymobTransaction = {
      id: (nextId += 1),
      pending: false,
      amount_cents: charged.amount_cents ?? intention.amount,
      success: outcome === 'approved',
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: PAYMOB_TEST_KEYS.integrationIds[0] ?? 0,
      has_parent_transaction: false,
      owner: 2346,
      created_at: '2026-11-22T12:33:44.592345',
      currency: charged.currency ?? intention.currency,
      error_occured: false,
      refunded_amount_cents: 0,
      order: { id: orderId, merchant_order_id: intention.special_reference, amount_cents: intention.amount, currency: intention.currency },
      source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
      data: { message: outcome === 'approved' ? 'Approved' : 'Do not honour' },
    };
    transactions.set(transaction.id, transaction);
    return transaction;
  };
  return Object.assign(server, { intentions, transactions, refundsMade, pay });
};

/** The processed callback Paymob posts: its JSON body and the `hmac` of its query. */
export const paymobProcessedCallback = (transaction: PaymobTransaction, hmacSecret: string) => ({
  body: JSON.stringify({ type: 'TRANSACTION', obj: transaction }),
  hmac: paymobHmac(hmacSecret, processedHmacString(transaction as unknown as Record<string, unknown>)),
});

/** The response callback's query (the customer's redirect), signed. */
export const paymobResponseQuery = (transaction: PaymobTransaction, hmacSecret: string): Record<string, string> => {
  const query: Record<string, string> = {
    id: String(transaction.id),
    pending: String(transaction.pending),
    amount_cents: String(transaction.amount_cents),
    success: String(transaction.success),
    is_auth: String(transaction.is_auth),
    is_capture: String(transaction.is_capture),
    is_standalone_payment: String(transaction.is_standalone_payment),
    is_voided: String(transaction.is_voided),
    is_refunded: String(transaction.is_refunded),
    is_3d_secure: String(transaction.is_3d_secure),
    integration_id: String(transaction.integration_id),
    has_parent_transaction: String(transaction.has_parent_transaction),
    order_id: String(transaction.order.id),
    merchant_order_id: transaction.order.merchant_order_id,
    owner: String(transaction.owner),
    created_at: transaction.created_at,
    currency: transaction.currency,
    error_occured: String(transaction.error_occured),
    'source_data.pan': transaction.source_data.pan,
    'source_data.type': transaction.source_data.type,
    'source_data.sub_type': transaction.source_data.sub_type,
  };
  return { ...query, hmac: paymobHmac(hmacSecret, responseHmacString(query)) };
};
