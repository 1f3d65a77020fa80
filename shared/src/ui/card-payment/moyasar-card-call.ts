import type { PaymentCardForm } from '@storefront/shared/contracts';
import type { CardDetails } from './card-details';
import { checkPageOf, createMoyasarPayment, refusedOr } from './moyasar-payments';

/**
 * Posts the card straight from the browser to Moyasar, so the card never reaches our api. Answers where
 * the customer goes next: the bank's 3-D Secure page, or the check-payment page when there is none.
 */
export const payWithCardAtMoyasar = async (form: PaymentCardForm, card: CardDetails): Promise<string> => {
  try {
    const payment = await createMoyasarPayment(form, { type: 'creditcard', ...card });
    const transactionUrl = payment.source?.transaction_url;
    return payment.status === 'initiated' && transactionUrl ? transactionUrl : checkPageOf(form, payment.id);
  } catch (error) {
    return refusedOr(error);
  }
};
