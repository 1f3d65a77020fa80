import type { PaymentCardForm } from '@storefront/shared/contracts';
import { CardRefusedError, type MoyasarPayment } from './moyasar-card-call';

/** Where STC Pay's step goes next: the code's field (the payment waits for it), or the check-payment page. */
export type StcPayStep = { next: 'code'; transactionUrl: string } | { next: 'check'; url: string };

const checkPageOf = (form: PaymentCardForm, paymentId: string): string => {
  const back = new URL(form.callback_url);
  back.searchParams.set('id', paymentId);
  return back.toString();
};

const http = () => import(/* webpackChunkName: "card-payment-http" */ 'axios');

const refusedOr = async (error: unknown): Promise<never> => {
  const { isAxiosError } = await http();
  if (isAxiosError<{ message?: string }>(error) && error.response && error.response.status < 500)
    throw new CardRefusedError(error.response.data?.message ?? null);
  throw error;
};

/**
 * Starts the session's payment at Moyasar with STC Pay (`POST /v1/payments`, `source.type = stcpay`, the
 * publishable key, the session's `given_id` and amount): STC Pay texts the customer a code. A mobile
 * STC Pay refuses makes a failed payment: the check-payment page says so, as for a declined card.
 */
export const startStcPayAtMoyasar = async (form: PaymentCardForm, mobile: string): Promise<StcPayStep> => {
  const { default: axios } = await http();
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
        source: { type: 'stcpay', mobile },
      },
      { auth: { username: form.publishable_key, password: '' }, timeout: 20_000 },
    );
    const transactionUrl = data.source?.transaction_url;
    return data.status === 'initiated' && transactionUrl
      ? { next: 'code', transactionUrl }
      : { next: 'check', url: checkPageOf(form, data.id) };
  } catch (error) {
    return refusedOr(error);
  }
};

/** Sends the texted code to the payment's `transaction_url` (`{ otp_value }`); paid or not, the check-payment page verifies it. */
export const sendStcPayCode = async (form: PaymentCardForm, transactionUrl: string, code: string): Promise<string> => {
  const { default: axios } = await http();
  try {
    const { data } = await axios.post<MoyasarPayment>(transactionUrl, { otp_value: code }, { timeout: 20_000 });
    return checkPageOf(form, data.id);
  } catch (error) {
    return refusedOr(error);
  }
};
