import { PAYMENT_FAILED_MESSAGE } from '@storefront/shared/contracts';
import type { PaymentProvider, PaymentVerification } from './payment-provider';
import { paymobHmacIsGenuine, processedHmacString, responseHmacString } from './paymob-hmac';
import { callProvider, ProviderCallError, providerMessage } from './provider-http';
import { singleFlight } from './single-flight';

/**
 * Paymob (Egypt, Emirates, Saudi Arabia), the hosted kind: the api creates an intention and sends the
 * customer to Unified Checkout with its client secret. Docs followed:
 * - create intention `POST /v1/intention/`, `Authorization: Token <secret key>`, amount in cents,
 *   `payment_methods` (integration ids), `items`, `billing_data`, `special_reference` (answered in
 *   callbacks as `merchant_order_id`), `notification_url`, `redirection_url`; answer `client_secret`,
 *   `intention_order_id`: https://developers.paymob.com/paymob-docs/developers/intention-apis/create-intention
 * - Unified Checkout `GET /unifiedcheckout/?publicKey=..&clientSecret=..`:
 *   https://developers.paymob.com/paymob-docs/developers/checkout-experiences/unified-checkout-redirection
 * - transaction callbacks (processed POST with JSON `{ type, obj }`, response GET with query) and
 *   their HMAC: https://developers.paymob.com/paymob-docs/manage-callback/transaction-callbacks,
 *   https://developers.paymob.com/paymob-docs/developers/webhook-callbacks-and-hmac/hmac/hmac-transaction-callback
 * - the payment's state asked by its Paymob order id: auth token `POST /api/auth/tokens` with the API
 *   key, then `POST /api/ecommerce/orders/transaction_inquiry` `{ order_id }` with `Authorization:
 *   Bearer <token>`: https://docs.paymob.com/docs/retrieve-a-transaction
 * - refund `POST /api/acceptance/void_refund/refund` `{ transaction_id, amount_cents }` with the auth
 *   token: https://developers.paymob.com/paymob-docs/developers/manage-payment-apis/refund,
 *   https://acceptdocs.paymobsolutions.com/docs/refund-transaction
 */
export interface PaymobSettings {
  /** `PAYMOB_API_URL`, default https://accept.paymob.com (ksa.paymob.com, uae.paymob.com by country). */
  apiUrl: string;
  secretKey: string;
  publicKey: string;
  /** The API key the auth token is asked with (inquiry and refund). */
  apiKey: string;
  hmacSecret: string;
  /** The integration ids (or names) offered on the checkout. */
  integrationIds: readonly (number | string)[];
  /** Where Paymob posts the processed callback: the api's `POST /api/v1/payment/webhooks/paymob`. */
  notificationUrl: string;
  timeoutMs?: number;
}

export const PAYMOB_DEFAULT_API_URL = 'https://accept.paymob.com';

/** A Paymob transaction, the parts the api reads (the callback's `obj`, the inquiry's answer). */
interface PaymobTransaction {
  id: number;
  pending: boolean | string;
  success: boolean | string;
  amount_cents: number;
  currency: string;
  is_refunded?: boolean | string;
  is_voided?: boolean | string;
  order?: { id?: number; merchant_order_id?: string | null } | number | null;
}

const yes = (value: unknown): boolean => value === true || value === 'true';

const isTransaction = (body: unknown): body is PaymobTransaction =>
  !!body &&
  typeof body === 'object' &&
  typeof (body as PaymobTransaction).id === 'number' &&
  typeof (body as PaymobTransaction).amount_cents === 'number' &&
  typeof (body as PaymobTransaction).currency === 'string';

const orderIdOf = (transaction: PaymobTransaction): string | null => {
  const { order } = transaction;
  if (typeof order === 'number') return String(order);
  return order && typeof order.id === 'number' ? String(order.id) : null;
};

const stateOf = (transaction: PaymobTransaction): PaymentVerification['status'] => {
  if (yes(transaction.pending)) return 'pending';
  if (yes(transaction.success) && !yes(transaction.is_voided) && !yes(transaction.is_refunded)) return 'paid';
  return 'failed';
};

export const paymobProvider = (settings: PaymobSettings): PaymentProvider => {
  const base = settings.apiUrl.replace(/\/$/, '');
  const call = (method: 'GET' | 'POST', path: string, authorization: string | null, body?: unknown) =>
    callProvider('Paymob', `${base}${path}`, {
      method,
      headers: authorization ? { authorization } : {},
      body,
      timeoutMs: settings.timeoutMs,
    });

  const authToken = async (): Promise<string> => {
    const answer = await call('POST', '/api/auth/tokens', null, { api_key: settings.apiKey });
    const token = (answer.body as { token?: unknown } | null)?.token;
    if ((answer.status !== 200 && answer.status !== 201) || typeof token !== 'string')
      throw new ProviderCallError('Paymob', answer.status, providerMessage(answer.body, 'Paymob refused the API key.'));
    return token;
  };

  /** The order's transaction, or null while it has none. */
  const inquire = async (orderId: string): Promise<PaymobTransaction | null> => {
    const answer = await call('POST', '/api/ecommerce/orders/transaction_inquiry', `Bearer ${await authToken()}`, {
      order_id: Number(orderId),
    });
    if (answer.status === 404) return null;
    if (answer.status !== 200 || !isTransaction(answer.body) || orderIdOf(answer.body) !== orderId)
      throw new ProviderCallError('Paymob', answer.status, providerMessage(answer.body, 'Paymob did not answer with the transaction.'));
    return answer.body;
  };
  const refunds = singleFlight();

  return {
    name: 'paymob',
    createSession: async (input) => {
      const subject = input.subject === 'reservation' ? 'Reservation deposit' : 'Order';
      const answer = await call('POST', '/v1/intention/', `Token ${settings.secretKey}`, {
        amount: input.amountMinor,
        currency: input.currency,
        payment_methods: settings.integrationIds,
        items: [{ name: `${subject} #${input.orderNumber}`, amount: input.amountMinor, quantity: 1 }],
        // The api keeps no billing address of the customer: Paymob's own libraries send "NA" for what is unknown.
        billing_data: { first_name: input.tenantName, last_name: `${subject} ${input.orderNumber}`, email: 'NA', phone_number: 'NA' },
        special_reference: input.sessionId,
        notification_url: settings.notificationUrl,
        redirection_url: input.returnUrl,
      });
      const body = answer.body as { client_secret?: unknown; intention_order_id?: unknown } | null;
      if (
        (answer.status !== 200 && answer.status !== 201) ||
        typeof body?.client_secret !== 'string' ||
        typeof body.intention_order_id !== 'number'
      )
        throw new ProviderCallError('Paymob', answer.status, providerMessage(answer.body, 'Paymob refused the intention.'));
      const checkout = new URL(`${base}/unifiedcheckout/`);
      checkout.searchParams.set('publicKey', settings.publicKey);
      checkout.searchParams.set('clientSecret', body.client_secret);
      return { providerRef: String(body.intention_order_id), redirectUrl: checkout.toString() };
    },
    verify: async (ref) => {
      const transaction = await inquire(ref);
      if (!transaction) return { status: 'pending', message: null, amountMinor: null, currency: null };
      const status = stateOf(transaction);
      return {
        status,
        message: status === 'failed' ? PAYMENT_FAILED_MESSAGE : null,
        amountMinor: transaction.amount_cents,
        currency: transaction.currency,
      };
    },
    /** The processed callback: JSON `{ type: "TRANSACTION", obj }` with `?hmac=`. */
    parseWebhook: async (rawBody, _headers, query) => {
      let event: { type?: unknown; obj?: unknown };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return null;
      }
      if (event.type !== 'TRANSACTION' || !isTransaction(event.obj)) return null;
      const obj = event.obj as unknown as Record<string, unknown>;
      if (!paymobHmacIsGenuine(settings.hmacSecret, processedHmacString(obj), query?.hmac)) return null;
      const order = event.obj.order;
      const sessionId = order && typeof order === 'object' ? order.merchant_order_id : null;
      if (typeof sessionId !== 'string') return null;
      return { sessionId, deliveryId: `transaction:${event.obj.id}` };
    },
    // Paymob takes no idempotency key: one key is sent once at a time here, and the api's refund
    // claims (refund-claim.ts) send a recorded refund once across instances.
    refund: (request) =>
      refunds(request.idempotencyKey, async () => {
        const transaction = await inquire(request.providerRef);
        // A transaction refunded in part is still refunded from (Paymob refuses more than is left).
        if (!transaction || !yes(transaction.success) || yes(transaction.is_voided))
          throw new Error('Paymob has no paid transaction to refund.');
        const answer = await call('POST', '/api/acceptance/void_refund/refund', `Bearer ${await authToken()}`, {
          transaction_id: transaction.id,
          amount_cents: request.amountMinor,
        });
        if ((answer.status !== 200 && answer.status !== 201) || !yes((answer.body as { success?: unknown } | null)?.success))
          throw new ProviderCallError('Paymob', answer.status, providerMessage(answer.body, 'Paymob refused the refund.'));
      }),
  };
};

/**
 * The response callback (the customer's redirect, GET with the transaction in the query): its session
 * when the HMAC is genuine, else null. The storefront's check-payment page still asks the api, which
 * asks Paymob; this only tells a forged redirect from Paymob's.
 */
export const readPaymobResponseCallback = (hmacSecret: string, query: Record<string, string | undefined>): { sessionId: string } | null => {
  if (!paymobHmacIsGenuine(hmacSecret, responseHmacString(query), query.hmac)) return null;
  const sessionId = query.merchant_order_id;
  return typeof sessionId === 'string' && sessionId !== '' ? { sessionId } : null;
};
