import { PAYMENT_FAILED_MESSAGE } from '@storefront/shared/contracts';
import type { PaymentProvider, PaymentVerification } from './payment-provider';

/**
 * Asks the provider about a session's payment and takes its `paid` only when the provider charged
 * exactly what the session asks (amount in minor units and currency): a payment of another amount
 * or currency is a failure, whatever the provider calls it.
 */
export const verifySessionPayment = async (
  provider: PaymentProvider,
  session: { provider_ref: string; amount_minor: number; currency: string },
): Promise<PaymentVerification> => {
  const verified = await provider.verify(session.provider_ref);
  if (verified.status !== 'paid') return verified;
  const charged = verified.amountMinor === Number(session.amount_minor) && verified.currency === session.currency;
  return charged ? verified : { ...verified, status: 'failed', message: PAYMENT_FAILED_MESSAGE };
};
