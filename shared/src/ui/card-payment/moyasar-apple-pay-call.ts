import type { PaymentCardForm } from '@storefront/shared/contracts';
import type { MoyasarPayment } from './moyasar-card-call';

const http = () => import(/* webpackChunkName: "card-payment-http" */ 'axios');
const apiOf = (form: PaymentCardForm) => form.api_url.replace(/\/$/, '');

/** Apple's merchant session for the sheet, from Moyasar's web registration (`POST /v1/applepay/initiate`, the publishable key in the body). */
export const applePayMerchantSession = async (form: PaymentCardForm, validationUrl: string, displayName: string): Promise<unknown> => {
  const { default: axios } = await http();
  const { data } = await axios.post<unknown>(
    `${apiOf(form)}/v1/applepay/initiate`,
    {
      validation_url: validationUrl,
      display_name: displayName,
      domain_name: window.location.hostname,
      publishable_api_key: form.publishable_key,
    },
    { timeout: 20_000 },
  );
  return data;
};

/**
 * The session's payment created at Moyasar with the sheet's token (`source: { type: 'applepay', token }`, the
 * publishable key, the session's `given_id` and amount). Answers whether it was paid and the check-payment page,
 * where our api verifies it with the secret key as for a card.
 */
export const payWithApplePayAtMoyasar = async (form: PaymentCardForm, token: unknown): Promise<{ paid: boolean; checkUrl: string }> => {
  const { default: axios } = await http();
  const { data } = await axios.post<MoyasarPayment>(
    `${apiOf(form)}/v1/payments`,
    {
      given_id: form.given_id,
      amount: form.amount_minor,
      currency: form.currency,
      description: form.description,
      callback_url: form.callback_url,
      metadata: form.metadata,
      source: { type: 'applepay', token: JSON.stringify(token) },
    },
    { auth: { username: form.publishable_key, password: '' }, timeout: 20_000 },
  );
  const back = new URL(form.callback_url);
  back.searchParams.set('id', data.id);
  return { paid: data.status === 'paid', checkUrl: back.toString() };
};
