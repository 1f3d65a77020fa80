import type { PaymentCardForm } from '@storefront/shared/contracts';
import type { CardDetails } from './card-details';

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

/**
 * Posts the card straight from the browser to Moyasar (`POST /v1/payments`, HTTP basic with the
 * tenant's publishable key), so the card never reaches our api; the payment's id is the session's
 * `given_id` (a repeat creates nothing new) and it charges exactly what the api asked. Answers where
 * the customer goes next: the bank's 3-D Secure page, or the check-payment page when there is none.
 */
export const payWithCardAtMoyasar = async (form: PaymentCardForm, card: CardDetails): Promise<string> => {
  // Loaded with the card step only (each app that shows it bundles this chunk), never on a first visit.
  const { default: axios, isAxiosError } = await import(/* webpackChunkName: "card-payment-http" */ 'axios');
  try {
    const { data } = await axios.post<MoyasarPayment>(
      `${form.api_url.replace(/\/$/, '')}/v1/payments`,
      {
        given_id: form.given_id,
        amount: form.amount_minor,
        currency: form.currency,
        description: form.description,
        callback_url: form.callback_url,
        metadata: form.metadata,
        source: { type: 'creditcard', name: card.name, number: card.number, month: card.month, year: card.year, cvc: card.cvc },
      },
      { auth: { username: form.publishable_key, password: '' }, timeout: 20_000 },
    );
    const transactionUrl = data.source?.transaction_url;
    if (data.status === 'initiated' && transactionUrl) return transactionUrl;
    const back = new URL(form.callback_url);
    back.searchParams.set('id', data.id);
    return back.toString();
  } catch (error) {
    if (isAxiosError<{ message?: string }>(error) && error.response && error.response.status < 500)
      throw new CardRefusedError(error.response.data?.message ?? null);
    throw error;
  }
};
