import type { PaymentCardForm } from '@storefront/shared/contracts';

/** Moyasar's answer to a new payment, as far as the storefront reads it. */
export interface MoyasarPayment {
  id: string;
  status: string;
  source?: { transaction_url?: string | null; message?: string | null } | null;
}

/** Moyasar refused the card (or the STC Pay mobile) before any payment was made (its `invalid_request_error` and the like). */
export class CardRefusedError extends Error {
  constructor(readonly providerMessage: string | null) {
    super(providerMessage ?? 'The card was refused.');
  }
}

// Loaded with the card step only (each app that shows it bundles this chunk), never on a first visit.
export const moyasarHttp = () => import(/* webpackChunkName: "card-payment-http" */ 'axios');

/** The check-payment page for Moyasar's payment: the form's `callback_url` with `?id=`. */
export const checkPageOf = (form: PaymentCardForm, paymentId: string): string => {
  const back = new URL(form.callback_url);
  back.searchParams.set('id', paymentId);
  return back.toString();
};

/** A 4xx of Moyasar as a refusal (what was sent is wrong); anything else is thrown on as it is. */
export const refusedOr = async (error: unknown): Promise<never> => {
  const { isAxiosError } = await moyasarHttp();
  if (isAxiosError<{ message?: string }>(error) && error.response && error.response.status < 500)
    throw new CardRefusedError(error.response.data?.message ?? null);
  throw error;
};

/**
 * Creates the session's payment at Moyasar from the browser (`POST /v1/payments`, HTTP basic with the
 * tenant's publishable key), paid from `source` (a card, STC Pay, Apple Pay's token): the payment's id is the
 * session's `given_id` (a repeat creates nothing new) and it charges exactly what the api asked.
 */
export const createMoyasarPayment = async (form: PaymentCardForm, source: Record<string, string>): Promise<MoyasarPayment> => {
  const { default: axios } = await moyasarHttp();
  const { data } = await axios.post<MoyasarPayment>(
    `${form.api_url.replace(/\/$/, '')}/v1/payments`,
    {
      given_id: form.given_id,
      amount: form.amount_minor,
      currency: form.currency,
      description: form.description,
      callback_url: form.callback_url,
      metadata: form.metadata,
      source,
    },
    { auth: { username: form.publishable_key, password: '' }, timeout: 20_000 },
  );
  return data;
};
