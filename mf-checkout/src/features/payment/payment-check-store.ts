import { loadApiErrorTexts, perRoot, type RootStore } from '@storefront/shared';
import type { ApiErrorCode, OrderTenders, PaymentConfirm } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { loadOnVisit } from '../../load-on-visit';
import { forgetCheckout } from '../checkout';
import { confirmPayment } from './payment-calls';

/** An unpaid order: whether it can still be paid, and what became of its wallet and points. */
export interface NotPaid {
  orderId: string;
  payable: boolean;
  tenders: OrderTenders | null;
  currency: string;
}

export type PaymentOutcome =
  | { kind: 'verifying' }
  | { kind: 'paid'; orderId: string }
  | ({ kind: 'failed'; code: ApiErrorCode } & NotPaid)
  | ({ kind: 'expired' } & NotPaid)
  | ({ kind: 'pending' } & NotPaid)
  | { kind: 'error'; error: unknown };

/** What the api's answer says to the customer back from the provider. */
const outcomeOf = (answer: PaymentConfirm): PaymentOutcome => {
  const orderId = String(answer.order_id);
  if (answer.paid) return { kind: 'paid', orderId };
  const notPaid: NotPaid = { orderId, payable: answer.payable ?? true, tenders: answer.tenders ?? null, currency: answer.session.currency };
  if (answer.code === 'payment_session_expired' && notPaid.payable) return { kind: 'expired', ...notPaid };
  if (answer.code) return { kind: 'failed', code: answer.code, ...notPaid };
  return { kind: 'pending', ...notPaid };
};

/** Back from the provider's page (`/check-payment`): the api verifies the session; a paid order's cart and checkout are forgotten. */
export class PaymentCheckStore {
  readonly confirmation: Resource<PaymentConfirm, string>;

  constructor(root: RootStore) {
    this.confirmation = new Resource(async (sessionId, signal) => {
      const answer = await confirmPayment(root.api, sessionId, signal);
      // Told by its code in the customer's words: those words come with it (never a text key on screen for a moment).
      if (answer.code) await loadApiErrorTexts(root.i18n).catch(() => undefined);
      if (answer.paid) {
        root.cart.clear();
        forgetCheckout(root.tenant.tenant.name);
      }
      return answer;
    });
  }

  get outcome(): PaymentOutcome {
    const { value, state, error } = this.confirmation;
    if (value) return outcomeOf(value);
    return state === 'failed' || state === 'notFound' ? { kind: 'error', error } : { kind: 'verifying' };
  }

  /** Asks the api whether the session was paid; answers the stop (the page left: the call is cancelled). */
  follow(sessionId: string): () => void {
    void loadOnVisit(this.confirmation, sessionId);
    return () => this.confirmation.cancel();
  }
}

export const paymentCheckOf = perRoot((root) => new PaymentCheckStore(root));
