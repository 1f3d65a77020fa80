import { randomUUID } from 'node:crypto';
import { PAYMENT_FAILED_MESSAGE } from '@storefront/shared/contracts';
import { safeEqual } from '../security/secrets';
import type { PaymentProvider, PaymentVerification } from './payment-provider';
import { callProvider, ProviderCallError, providerMessage } from './provider-http';
import { singleFlight } from './single-flight';

/**
 * Moyasar (Saudi Arabia), the card kind: the browser posts the card to Moyasar itself with the
 * publishable key (`POST /v1/payments`, `source.type = creditcard`, our `given_id` and `callback_url`),
 * follows `source.transaction_url` for 3-D Secure and comes back to the callback with `?id=`; the api
 * never sees the card. Docs followed:
 * - create payment, `given_id`, `callback_url`: https://docs.moyasar.com/credit-cards and
 *   https://docs.moyasar.com/guides/payment-operations (POST /v1/payments with the publishable key)
 * - verify on the backend (status `paid`, `amount`, `currency`): https://docs.moyasar.com/getting-started/your-first-payment
 *   and https://docs.moyasar.com/llms-full.txt ("Verify payment server-side (status, amount, currency)")
 * - fetch payment `GET /v1/payments/{id}` and refund `POST /v1/payments/{id}/refund` with `amount` in
 *   minor units, HTTP basic auth with the key as user and no password (`-u sk_...:`): the API reference
 *   in https://docs.moyasar.com/llms-full.txt ("Fetch Payment", "Refund Payment", "Authentication")
 * - STC Pay, the same payment with `source: { type: 'stcpay', mobile: '05…' }`: it answers `initiated` with a
 *   `source.transaction_url` the browser posts the texted code to (`{ otp_value }`), then it is paid or failed
 *   and verified as a card payment is: https://docs.moyasar.com/guides/stc-pay/custom-ui
 * - Apple Pay on websites with Moyasar's web registration: the browser asks `POST /v1/applepay/initiate`
 *   (`validation_url`, `display_name`, `domain_name`, `publishable_api_key`) for the merchant session, then
 *   creates the payment with `source: { type: 'applepay', token }` (the sheet's token, as JSON):
 *   https://docs.moyasar.com/api/other/apple-pay/request-apple-pay-session, https://docs.moyasar.com/create-payment-apple-pay
 * - webhooks (`payment_paid`, ...; the payload's `secret_token` is the one set on the dashboard):
 *   https://docs.moyasar.com/api/other/webhooks/webhook-reference, https://docs.moyasar.com/setting-up-webhooks
 */
export interface MoyasarSettings {
  /** `MOYASAR_API_URL`, default https://api.moyasar.com. */
  apiUrl: string;
  /** `sk_...`: the api's own calls. */
  secretKey: string;
  /** `pk_...`: handed to the browser, which creates the payment. */
  publishableKey: string;
  /** The webhook's `secret_token` set on Moyasar's dashboard. */
  webhookSecret: string;
  /** Whether the account takes STC Pay (SAR only: https://docs.moyasar.com/guides/stc-pay/custom-ui). */
  stcPay?: boolean;
  /** The Apple Pay domain association file of the account's web registration; set, Apple Pay is offered. */
  applePayAssociation?: string;
  timeoutMs?: number;
}

export const MOYASAR_DEFAULT_API_URL = 'https://api.moyasar.com';

/** Moyasar's payment object, the parts the api reads ("Payment Object" in https://docs.moyasar.com/llms-full.txt). */
interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  source?: { type?: string; message?: string | null; transaction_url?: string | null } | null;
  metadata?: Record<string, unknown> | null;
}

const isPayment = (body: unknown): body is MoyasarPayment =>
  !!body &&
  typeof body === 'object' &&
  typeof (body as MoyasarPayment).id === 'string' &&
  typeof (body as MoyasarPayment).status === 'string' &&
  typeof (body as MoyasarPayment).amount === 'number' &&
  typeof (body as MoyasarPayment).currency === 'string';

/** Moyasar's statuses ("Payment Status Reference" in https://docs.moyasar.com/llms-full.txt) as the api's. */
const stateOf = (payment: MoyasarPayment): PaymentVerification['status'] => {
  if (payment.status === 'paid' || payment.status === 'captured') return 'paid';
  if (payment.status === 'initiated' || payment.status === 'authorized') return 'pending';
  // failed (declined, 3-D Secure failed), voided, refunded: no payment the order can take.
  return 'failed';
};

const WEBHOOK_PATH_NAME = 'moyasar';

export const moyasarProvider = (settings: MoyasarSettings): PaymentProvider => {
  const base = settings.apiUrl.replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider('Moyasar', `${base}${path}`, { method, headers: { authorization: auth }, body, timeoutMs: settings.timeoutMs });
  const refunds = singleFlight();

  return {
    name: WEBHOOK_PATH_NAME,
    // The browser creates the payment: the api fixes its id (`given_id`) and what it must charge.
    createSession: async (input) => {
      const givenId = randomUUID();
      const subject = input.subject === 'reservation' ? 'reservation deposit' : 'order';
      return {
        providerRef: givenId,
        redirectUrl: input.returnUrl,
        browserCard: {
          provider: WEBHOOK_PATH_NAME,
          apiUrl: base,
          publishableKey: settings.publishableKey,
          givenId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          description: `${input.tenantName} ${subject} #${input.orderNumber}`,
          callbackUrl: input.returnUrl,
          metadata: { session_id: input.sessionId },
          stcPay: (settings.stcPay ?? false) && input.currency === 'SAR',
          applePay: settings.applePayAssociation !== undefined,
        },
      };
    },
    applePayAssociation: async () => settings.applePayAssociation ?? null,
    verify: async (ref) => {
      const answer = await call('GET', `/v1/payments/${encodeURIComponent(ref)}`);
      // Not created yet: the customer has not sent the card form.
      if (answer.status === 404) return { status: 'pending', message: null, amountMinor: null, currency: null };
      if (answer.status !== 200 || !isPayment(answer.body) || answer.body.id !== ref)
        throw new ProviderCallError('Moyasar', answer.status, providerMessage(answer.body, 'Moyasar did not answer with the payment.'));
      const payment = answer.body;
      const status = stateOf(payment);
      return {
        status,
        message: status === 'failed' ? PAYMENT_FAILED_MESSAGE : null,
        amountMinor: payment.amount,
        currency: payment.currency,
      };
    },
    parseWebhook: async (rawBody) => {
      let event: { id?: unknown; type?: unknown; secret_token?: unknown; data?: { metadata?: { session_id?: unknown } | null } | null };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return null;
      }
      if (typeof event.secret_token !== 'string' || !safeEqual(event.secret_token, settings.webhookSecret)) return null;
      const sessionId = event.data?.metadata?.session_id;
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof sessionId !== 'string') return null;
      return { sessionId, deliveryId: event.id };
    },
    // Moyasar takes no idempotency key: one key is sent once at a time here, and the api's refund
    // claims (refund-claim.ts) send a recorded refund once across instances.
    refund: (request) =>
      refunds(request.idempotencyKey, async () => {
        const answer = await call('POST', `/v1/payments/${encodeURIComponent(request.providerRef)}/refund`, {
          amount: request.amountMinor,
        });
        if (answer.status !== 200 && answer.status !== 201)
          throw new ProviderCallError('Moyasar', answer.status, providerMessage(answer.body, 'Moyasar refused the refund.'));
      }),
  };
};
