import { randomUUID } from 'node:crypto';
import type { PaymentCardForm } from '@storefront/shared/contracts';
import { basicUser, startStandIn, type StandInAnswer, type StandInRequest, type StandInServer } from './provider-stand-in';

/**
 * Moyasar's documented API as a local server (tests only): create a card payment with the publishable
 * key (`given_id` makes it idempotent), 3-D Secure through `source.transaction_url` back to
 * `callback_url?id=&status=&message=`, fetch and refund with the secret key, HTTP basic auth
 * (https://docs.moyasar.com/credit-cards, https://docs.moyasar.com/llms-full.txt); STC Pay through
 * `source.type = stcpay` and the code posted to its `transaction_url` (https://docs.moyasar.com/guides/stc-pay/custom-ui);
 * Apple Pay through the merchant session of `POST /v1/applepay/initiate` and `source.type = applepay`
 * (https://docs.moyasar.com/api/other/apple-pay/request-apple-pay-session).
 */

/**
 * Moyasar's documented test cards and what each comes to once 3-D Secure passes
 * (https://docs.moyasar.com/guides/card-payments/test-cards); any other number fails, as the docs say.
 */
export const MOYASAR_TEST_CARDS = {
  mada: { paid: '4201320111111010', declined: '4201321234411220', insufficientFunds: '4201320000311101' },
  visa: { paid: '4111111111111111', declined: '4123120001090109' },
  mastercard: { paid: '5421080101000000' },
} as const;
export const MOYASAR_DECLINED_CARD = MOYASAR_TEST_CARDS.visa.declined;

const TEST_CARD_RESULTS: Record<string, { company: string; message: string }> = {
  [MOYASAR_TEST_CARDS.mada.paid]: { company: 'mada', message: 'APPROVED' },
  [MOYASAR_TEST_CARDS.mada.declined]: { company: 'mada', message: 'DECLINED' },
  [MOYASAR_TEST_CARDS.mada.insufficientFunds]: { company: 'mada', message: 'INSUFFICIENT FUNDS' },
  [MOYASAR_TEST_CARDS.visa.paid]: { company: 'visa', message: 'APPROVED' },
  [MOYASAR_TEST_CARDS.visa.declined]: { company: 'visa', message: 'DECLINED' },
  [MOYASAR_TEST_CARDS.mastercard.paid]: { company: 'master', message: 'APPROVED' },
};

const UNLISTED_CARD = { company: 'visa', message: 'UNSPECIFIED FAILURE' };

/** Moyasar's STC Pay sandbox (https://docs.moyasar.com/guides/stc-pay/testing): mobiles that fail at once, and what each code comes to. */
export const MOYASAR_STC_PAY = {
  mobile: '0512345678',
  failingMobiles: {
    '0515555555': 'Mobile number is not registered to use the STC Pay service.',
    '0515555556': 'Please update your information using the STC Pay app before attempting payment.',
    '0515555557': 'The customer account status is invalid, please contact STC Pay support.',
    '0515555558': 'You have exhausted your OTP attempts, please wait 15 minutes then try again.',
    '0515555559': 'Please wait 60 seconds before attempting a new payment.',
  } as Record<string, string>,
  paidCodes: ['123456', '000000'],
  failingCodes: {
    '111111': 'Insufficient Balance.',
    '222222': 'You have exceeded the allowed daily transaction limit for your STC Pay account.',
    '333333': 'You have exceeded the maximum allowed transaction amount.',
    '444444': 'Connection timed out while waiting for response from STC Pay service.',
  } as Record<string, string>,
} as const;

/** The bank's 3-D Secure page, as a browser sees it: the customer passes or fails the check. */
const threeDSecurePage = (id: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3-D Secure</title></head>
<body><main><h1>3-D Secure</h1><p>Confirm the payment ${id.slice(0, 8)}.</p>
<form method="get"><button name="result" value="pass">Pass the check</button>
<button name="result" value="fail">Fail the check</button></form></main></body></html>`;

interface Payment {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded';
  amount: number;
  refunded: number;
  currency: string;
  description: string | null;
  callback_url: string;
  metadata: Record<string, string> | null;
  source:
    | { type: 'creditcard'; company: string; number: string; message: string | null; transaction_url: string | null }
    | { type: 'stcpay'; mobile: string; reference_number: string; message: string | null; transaction_url: string | null }
    | { type: 'applepay'; company: string; message: string | null };
  /** The token of an STC Pay payment's `transaction_url` (not part of Moyasar's answer). */
  otpToken?: string;
}

export interface MoyasarStandIn extends StandInServer {
  payments: Map<string, Payment>;
  /** Refunds made (not refused), per payment. */
  refundsMade: Map<string, number>;
  /** How long a refund takes before it answers (so parallel ones overlap). */
  refundDelayMs: number;
}

const SECRET_KEY = 'sk_test_standin_secret';
const PUBLISHABLE_KEY = 'pk_test_standin_publishable';
export const MOYASAR_TEST_KEYS = { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, webhookSecret: 'moyasar-webhook-token' };

const STC_PAY_MOBILE = /^05\d{8}$/;

/**
 * Apple Pay in the stand-in: a sheet's token (Apple's `ApplePayPaymentToken`, as JSON) pays, unless its
 * `paymentData.data` is this (the stand-in's own way to play a card the bank declines; Moyasar's sandbox has no such token).
 */
export const MOYASAR_APPLE_PAY_DECLINED = 'DECLINED';

/** Apple's merchant validation URLs are on apple.com (https://developer.apple.com/documentation/apple_pay_on_the_web/setting_up_your_server). */
const isAppleValidationUrl = (value: unknown): boolean => {
  try {
    return typeof value === 'string' && new URL(value).protocol === 'https:' && new URL(value).hostname.endsWith('.apple.com');
  } catch {
    return false;
  }
};

/** The `paymentData` of a sheet's token, or null when the token is not Apple's JSON. */
const applePaymentData = (token: unknown): { data?: unknown } | null => {
  if (typeof token !== 'string') return null;
  try {
    const parsed = JSON.parse(token) as { paymentData?: { data?: unknown } } | null;
    return parsed && typeof parsed.paymentData === 'object' && parsed.paymentData !== null ? parsed.paymentData : null;
  } catch {
    return null;
  }
};

const corsHeaders = (request: StandInRequest): Record<string, string> => ({
  'access-control-allow-origin': typeof request.headers.origin === 'string' ? request.headers.origin : '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'authorization, content-type',
  vary: 'Origin',
});

const error = (status: number, type: string, message: string): StandInAnswer => ({ status, body: { type, message, errors: null } });

const shown = ({ otpToken: _token, ...payment }: Payment) =>
  payment.source.type === 'creditcard'
    ? {
        ...payment,
        source: { ...payment.source, number: `${payment.source.number.slice(0, 4)}-XXXX-XXXX-${payment.source.number.slice(-4)}` },
      }
    : payment;

export const startMoyasarStandIn = async (port = 0): Promise<MoyasarStandIn> => {
  const payments = new Map<string, Payment>();
  const refundsMade = new Map<string, number>();
  let base = '';
  const settings = { refundDelayMs: 0 };

  const create = (request: StandInRequest): StandInAnswer => {
    if (basicUser(request.headers.authorization) !== PUBLISHABLE_KEY)
      return error(401, 'authentication_error', 'Invalid authorization credentials');
    const body = request.body as Record<string, unknown> | null;
    const source = body?.source as Record<string, unknown> | undefined;
    const givenId = body?.given_id;
    if (typeof givenId === 'string' && payments.has(givenId)) return { status: 201, body: shown(payments.get(givenId) as Payment) };
    const card = source?.type === 'creditcard' && typeof source.number === 'string' && typeof source.name === 'string';
    const stcPay = source?.type === 'stcpay' && typeof source.mobile === 'string';
    const applePay = source?.type === 'applepay' ? applePaymentData(source.token) : null;
    if (
      !body ||
      typeof body.amount !== 'number' ||
      !Number.isInteger(body.amount) ||
      body.amount < 100 ||
      typeof body.currency !== 'string' ||
      typeof body.callback_url !== 'string' ||
      !(card || stcPay || applePay)
    )
      return error(400, 'invalid_request_error', 'Validation Failed');
    if (stcPay && (body.currency !== 'SAR' || !STC_PAY_MOBILE.test(String(source.mobile))))
      return error(400, 'invalid_request_error', 'Validation Failed');
    const id = typeof givenId === 'string' ? givenId : randomUUID();
    const payment: Payment = {
      id,
      status: 'initiated',
      amount: body.amount,
      refunded: 0,
      currency: body.currency,
      description: typeof body.description === 'string' ? body.description : null,
      callback_url: body.callback_url,
      metadata: (body.metadata as Record<string, string> | undefined) ?? null,
      source: card
        ? {
            type: 'creditcard',
            company: (TEST_CARD_RESULTS[String(source.number)] ?? UNLISTED_CARD).company,
            number: String(source.number),
            message: null,
            transaction_url: `${base}/3ds/${id}`,
          }
        : stcPay
          ? {
              type: 'stcpay',
              mobile: String(source?.mobile),
              reference_number: randomUUID().slice(0, 12),
              message: null,
              transaction_url: null,
            }
          : { type: 'applepay', company: 'visa', message: null },
    };
    // Apple Pay has no 3-D Secure step: the payment is decided at once.
    if (payment.source.type === 'applepay') {
      const declined = applePay?.data === MOYASAR_APPLE_PAY_DECLINED;
      payment.status = declined ? 'failed' : 'paid';
      payment.source.message = declined ? 'DECLINED' : 'APPROVED';
    }
    if (payment.source.type === 'stcpay') {
      const refused = MOYASAR_STC_PAY.failingMobiles[payment.source.mobile];
      if (refused) {
        payment.status = 'failed';
        payment.source.message = refused;
      } else {
        payment.otpToken = randomUUID();
        payment.source.transaction_url = `${base}/v1/stc_pays/${id}/proceed?otp_token=${payment.otpToken}`;
      }
    }
    payments.set(id, payment);
    return { status: 201, body: shown(payment) };
  };

  /** Apple's merchant session for the sheet, as Moyasar's web registration gets it for the merchant's domain. */
  const merchantSession = (request: StandInRequest): StandInAnswer => {
    const body = request.body as Record<string, unknown> | null;
    if (body?.publishable_api_key !== PUBLISHABLE_KEY) return error(401, 'authentication_error', 'Invalid authorization credentials');
    if (!isAppleValidationUrl(body.validation_url) || typeof body.domain_name !== 'string' || typeof body.display_name !== 'string')
      return error(400, 'invalid_request_error', 'Validation Failed');
    const now = Date.now();
    return {
      status: 200,
      body: {
        epochTimestamp: now,
        expiresAt: now + 3_600_000,
        merchantSessionIdentifier: `SSH${randomUUID().replace(/-/g, '')}`,
        nonce: randomUUID().slice(0, 8),
        merchantIdentifier: 'merchant.com.moyasar.standin',
        domainName: body.domain_name,
        displayName: body.display_name,
        signature: Buffer.from(randomUUID()).toString('base64'),
      },
    };
  };

  /** The code STC Pay texted, posted to the payment's `transaction_url`: paid or failed, answered as the payment. */
  const proceed = (request: StandInRequest, id: string): StandInAnswer => {
    const payment = payments.get(id);
    if (!payment || payment.source.type !== 'stcpay' || request.query.get('otp_token') !== payment.otpToken)
      return error(404, 'api_error', 'Object not found');
    const otp = (request.body as { otp_value?: unknown } | null)?.otp_value;
    if (typeof otp !== 'string' || !/^\d{4,10}$/.test(otp)) return error(400, 'invalid_request_error', 'Validation Failed');
    if (payment.status !== 'initiated') return error(400, 'invalid_request_error', 'Payment is not initiated');
    const paid = (MOYASAR_STC_PAY.paidCodes as readonly string[]).includes(otp);
    payment.status = paid ? 'paid' : 'failed';
    payment.source.message = paid ? 'Paid' : (MOYASAR_STC_PAY.failingCodes[otp] ?? 'Invalid OTP');
    return { status: 200, body: shown(payment) };
  };

  /** The bank's 3-D Secure page, then `?result=pass|fail`: back to the callback with the payment's id. */
  const threeDSecure = (request: StandInRequest, id: string): StandInAnswer => {
    const payment = payments.get(id);
    if (!payment || payment.source.type !== 'creditcard') return error(404, 'api_error', 'Object not found');
    const result = request.query.get('result');
    if (result === null && payment.status === 'initiated')
      return { status: 200, text: threeDSecurePage(id), headers: { 'content-type': 'text/html; charset=utf-8' } };
    if (payment.status === 'initiated') {
      const card = TEST_CARD_RESULTS[payment.source.number] ?? UNLISTED_CARD;
      if (result !== 'pass') {
        payment.status = 'failed';
        payment.source.message = '3-D Secure transaction attempt failed (Authentication failed)';
      } else {
        payment.status = card.message === 'APPROVED' ? 'paid' : 'failed';
        payment.source.message = card.message;
      }
    }
    const back = new URL(payment.callback_url);
    back.searchParams.set('id', payment.id);
    back.searchParams.set('status', payment.status);
    back.searchParams.set('message', payment.source.message ?? '');
    return { status: 302, headers: { location: back.toString() } };
  };

  const refund = async (request: StandInRequest, id: string): Promise<StandInAnswer> => {
    const payment = payments.get(id);
    if (!payment) return error(404, 'api_error', 'Object not found');
    const amount = (request.body as { amount?: unknown } | null)?.amount ?? payment.amount - payment.refunded;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return error(400, 'invalid_request_error', 'Validation Failed');
    await new Promise((resolve) => setTimeout(resolve, settings.refundDelayMs));
    if (payment.status !== 'paid' && payment.status !== 'refunded') return error(400, 'invalid_request_error', 'Payment is not paid');
    if (payment.refunded + amount > payment.amount) return error(400, 'invalid_request_error', 'Refunded amount exceeds payment amount');
    payment.refunded += amount;
    payment.status = 'refunded';
    refundsMade.set(id, (refundsMade.get(id) ?? 0) + 1);
    return { status: 200, body: shown(payment) };
  };

  const server = await startStandIn(async (request) => {
    // The storefront's card form posts from the customer's browser: Moyasar answers cross-origin calls.
    if (request.path === '/v1/payments' && request.method === 'OPTIONS') return { status: 204, headers: corsHeaders(request) };
    if (request.method === 'POST' && request.path === '/v1/payments') {
      const made = create(request);
      return { ...made, headers: { ...made.headers, ...corsHeaders(request) } };
    }
    if (request.path === '/v1/applepay/initiate' && request.method === 'OPTIONS') return { status: 204, headers: corsHeaders(request) };
    if (request.path === '/v1/applepay/initiate' && request.method === 'POST') {
      const session = merchantSession(request);
      return { ...session, headers: { ...session.headers, ...corsHeaders(request) } };
    }
    const stcPay = /^\/v1\/stc_pays\/([^/]+)\/proceed$/.exec(request.path);
    if (stcPay?.[1] && request.method === 'OPTIONS') return { status: 204, headers: corsHeaders(request) };
    if (stcPay?.[1] && request.method === 'POST') {
      const proceeded = proceed(request, decodeURIComponent(stcPay[1]));
      return { ...proceeded, headers: { ...proceeded.headers, ...corsHeaders(request) } };
    }
    const threeDs = /^\/3ds\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && threeDs?.[1]) return threeDSecure(request, threeDs[1]);
    const one = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(request.path);
    if (!one?.[1]) return error(404, 'api_error', 'Not found');
    if (basicUser(request.headers.authorization) !== SECRET_KEY)
      return error(401, 'authentication_error', 'Invalid authorization credentials');
    if (request.method === 'GET' && !one[2]) {
      const payment = payments.get(decodeURIComponent(one[1]));
      return payment ? { status: 200, body: shown(payment) } : error(404, 'api_error', 'Object not found');
    }
    if (request.method === 'POST' && one[2]) return refund(request, decodeURIComponent(one[1]));
    return error(405, 'api_error', 'Method not allowed');
  }, port);
  base = server.url;
  // An accessor, not Object.assign's copy of one: setting it must reach the refunds.
  Object.defineProperty(server, 'refundDelayMs', {
    enumerable: true,
    get: () => settings.refundDelayMs,
    set: (value: number) => {
      settings.refundDelayMs = value;
    },
  });
  return Object.assign(server as StandInServer & Pick<MoyasarStandIn, 'refundDelayMs'>, { payments, refundsMade });
};

/** A webhook event as Moyasar sends it (https://docs.moyasar.com/api/other/webhooks/webhook-reference). */
export const moyasarWebhookEvent = (
  stand: MoyasarStandIn,
  paymentId: string,
  secretToken: string,
  eventId: string = randomUUID(),
): string => {
  const payment = stand.payments.get(paymentId);
  return JSON.stringify({
    id: eventId,
    type: payment?.status === 'paid' ? 'payment_paid' : 'payment_failed',
    created_at: new Date().toISOString(),
    secret_token: secretToken,
    account_name: 'Sufra',
    live: false,
    data: payment ? shown(payment) : null,
  });
};

/** What the storefront's card step sends to `POST /v1/payments` at `apiUrl` for a session's form, paid from `source`. */
const postPaymentForm = (apiUrl: string, form: PaymentCardForm, source: Record<string, string>, amount = form.amount_minor) =>
  fetch(`${apiUrl}/v1/payments`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${form.publishable_key}:`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      given_id: form.given_id,
      amount,
      currency: form.currency,
      description: form.description,
      callback_url: form.callback_url,
      metadata: form.metadata,
      source,
    }),
  });

/**
 * The card a session's card form posts (tests play the browser with it): the form's publishable key, its
 * given id, amount (unless `amount` says another) and callback.
 */
export const postCardForm = (apiUrl: string, form: PaymentCardForm, card: { number: string; name?: string; amount?: number }) =>
  postPaymentForm(
    apiUrl,
    form,
    { type: 'creditcard', name: card.name ?? 'Sara Ali', number: card.number, month: '12', year: '2030', cvc: '123' },
    card.amount,
  );

/** What the card step sends to pay a session's card form with STC Pay. */
export const postStcPayForm = (apiUrl: string, form: PaymentCardForm, mobile: string) =>
  postPaymentForm(apiUrl, form, { type: 'stcpay', mobile });

/** The code STC Pay texted, posted to an initiated STC Pay payment's `transaction_url`. */
export const postStcPayCode = (transactionUrl: string, code: string) =>
  fetch(transactionUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ otp_value: code }) });
