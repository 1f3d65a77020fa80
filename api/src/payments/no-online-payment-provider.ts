import { DomainError } from '../domain/domain-error';
import type { PaymentProvider } from './payment-provider';

/** Why a payment cannot start when neither the platform nor the tenant has a payment provider. */
export const ONLINE_PAYMENT_NOT_OFFERED_MESSAGE = 'Online payment is not offered here: pay in cash or at the door.';

/** Why a reservation's deposit cannot be paid there: the restaurant takes none online. */
export const DEPOSIT_NOT_PAYABLE_MESSAGE = 'This restaurant takes no deposit online: call the branch to reserve.';

const notOffered = () => new DomainError('payment_method_unavailable', { message: ONLINE_PAYMENT_NOT_OFFERED_MESSAGE });

/**
 * `PAYMENT_PROVIDER=none`: the platform takes no online payment of its own, so only tenants that
 * connected their own provider (`npm run ops -- payments set`) offer it; the others offer cash and
 * card on delivery. It never made a payment, so it has none to verify or refund.
 */
export const noOnlinePaymentProvider = (): PaymentProvider => ({
  name: 'none',
  webhookNames: [],
  onlineProviderFor: async () => null,
  createSession: async () => {
    throw notOffered();
  },
  verify: async () => {
    throw notOffered();
  },
  parseWebhook: async () => null,
  refund: async () => {
    throw notOffered();
  },
});
