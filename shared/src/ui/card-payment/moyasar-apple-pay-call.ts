import type { PaymentCardForm } from '@storefront/shared/contracts';
import { checkPageOf, createMoyasarPayment, moyasarHttp } from './moyasar-payments';

/** Apple's merchant session for the sheet, from Moyasar's web registration (`POST /v1/applepay/initiate`, the publishable key in the body). */
export const applePayMerchantSession = async (form: PaymentCardForm, validationUrl: string, displayName: string): Promise<unknown> => {
  const { default: axios } = await moyasarHttp();
  const { data } = await axios.post<unknown>(
    `${form.api_url.replace(/\/$/, '')}/v1/applepay/initiate`,
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
 * The session's payment created at Moyasar with the sheet's token (`source: { type: 'applepay', token }`).
 * Answers whether it was paid and the check-payment page, where our api verifies it with the secret key as for a card.
 */
export const payWithApplePayAtMoyasar = async (form: PaymentCardForm, token: unknown): Promise<{ paid: boolean; checkUrl: string }> => {
  const payment = await createMoyasarPayment(form, { type: 'applepay', token: JSON.stringify(token) });
  return { paid: payment.status === 'paid', checkUrl: checkPageOf(form, payment.id) };
};
