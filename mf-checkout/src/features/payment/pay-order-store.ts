import { perRoot, type RootStore } from '@storefront/shared';
import type { PaymentSession } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { redirectTo } from '../ui';
import { payAgain } from './payment-calls';

/**
 * Paying an unpaid online order (`/o/{id}/pay`): its payment session, then the provider's page, or
 * the card step on this page when the browser posts the card to the provider itself (`card_form`).
 */
export class PayOrderStore {
  readonly session: Resource<PaymentSession, string>;

  constructor(root: RootStore) {
    this.session = new Resource(async (orderId, signal) => {
      const session = await payAgain(root.api, orderId, signal);
      // The page is still open (not left, not asked again): off to the provider, unless the card is typed here.
      if (!signal.aborted && !session.card_form) redirectTo(session.redirect_url);
      return session;
    });
  }

  /** Asks the order's new session and goes to its page; answers the stop (the page left: the call is cancelled). */
  follow(orderId: string): () => void {
    void this.session.visit(orderId);
    return () => this.session.cancel();
  }
}

export const payOrderOf = perRoot((root) => new PayOrderStore(root));
