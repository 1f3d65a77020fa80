import type { PaymentCardForm } from '@storefront/shared/contracts';
import { checkPageOf, createMoyasarPayment, moyasarHttp, refusedOr, type MoyasarPayment } from './moyasar-payments';

/** Where STC Pay's step goes next: the code's field (the payment waits for it), or the check-payment page. */
export type StcPayStep = { next: 'code'; transactionUrl: string } | { next: 'check'; url: string };

/**
 * Starts the session's payment at Moyasar with STC Pay (`source.type = stcpay`): STC Pay texts the customer
 * a code. A mobile STC Pay refuses makes a failed payment: the check-payment page says so, as for a declined card.
 */
export const startStcPayAtMoyasar = async (form: PaymentCardForm, mobile: string): Promise<StcPayStep> => {
  try {
    const payment = await createMoyasarPayment(form, { type: 'stcpay', mobile });
    const transactionUrl = payment.source?.transaction_url;
    return payment.status === 'initiated' && transactionUrl
      ? { next: 'code', transactionUrl }
      : { next: 'check', url: checkPageOf(form, payment.id) };
  } catch (error) {
    return refusedOr(error);
  }
};

/** Sends the texted code to the payment's `transaction_url` (`{ otp_value }`); paid or not, the check-payment page verifies it. */
export const sendStcPayCode = async (form: PaymentCardForm, transactionUrl: string, code: string): Promise<string> => {
  const { default: axios } = await moyasarHttp();
  try {
    const { data } = await axios.post<MoyasarPayment>(transactionUrl, { otp_value: code }, { timeout: 20_000 });
    return checkPageOf(form, data.id);
  } catch (error) {
    return refusedOr(error);
  }
};
