import { ApiCallError, perRoot, type RootStore } from '@storefront/shared';
import { cartChangedResponseSchema, cartOrderedResponseSchema, type PlaceOrderBody } from '@storefront/shared/contracts';
import { makeAutoObservable } from 'mobx';
import { redirectTo } from '../ui';
import { placeOrder } from './checkout-calls';
import { checkoutOf } from './checkout-store';
import { attemptFor, forgetAttempt } from './order-attempt';

export type PlacingState = 'idle' | 'placing' | 'redirecting';

/**
 * What placing came to, short of a refusal: an order to open (placed now, or already placed from this cart in
 * another tab: the cart is cleared), off to the provider's page, a cart the api found changed, or nothing
 * (an order already on its way).
 */
export type Placed =
  | { kind: 'placed'; orderId: number }
  | { kind: 'paying' }
  /** A card typed on our own card step (`/o/{id}/pay`), which posts it to the provider. */
  | { kind: 'cardStep'; orderId: number }
  | { kind: 'cartChanged' }
  | { kind: 'busy' };

/**
 * Placing the checkout's order once: a second click while the first is on its way does nothing, and the
 * Idempotency-Key of the attempt is kept until an answer comes (a lost answer is sent again with it).
 */
export class PlaceOrderStore {
  state: PlacingState = 'idle';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PlaceOrderStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** Places the order; throws the api's refusal (or a lost answer), to be shown with the form. */
  async place(body: PlaceOrderBody): Promise<Placed> {
    if (this.state !== 'idle') return { kind: 'busy' };
    this.state = 'placing';
    const tenant = this.root.tenant.tenant.name;
    try {
      const attempt = attemptFor(sessionStorage, tenant, body);
      const placed = await placeOrder(this.root.api, attempt.body, attempt.key);
      forgetAttempt(sessionStorage, tenant);
      if (placed.payment?.card_form) {
        // Cart and form stay until the payment is confirmed, as with the provider's own page.
        this.settle('idle');
        return { kind: 'cardStep', orderId: placed.order.id };
      }
      if (placed.payment) {
        // Cart and form stay until the payment is confirmed ('Payment failed.' keeps them).
        this.settle('redirecting');
        redirectTo(placed.payment.redirect_url);
        return { kind: 'paying' };
      }
      this.settle('idle');
      this.root.cart.clear();
      return { kind: 'placed', orderId: placed.order.id };
    } catch (error) {
      // An answer from the api means nothing was placed with this key: the next attempt takes a new one.
      if (error instanceof ApiCallError && error.status !== null && error.status < 500) forgetAttempt(sessionStorage, tenant);
      this.settle('idle');
      return this.refused(error);
    }
  }

  private settle(state: PlacingState): void {
    this.state = state;
  }

  private refused(error: unknown): Placed {
    if (!(error instanceof ApiCallError)) throw error;
    // The cart already became an order (placed from another tab): that order is the customer's answer.
    const ordered = cartOrderedResponseSchema.safeParse(error.body);
    if (error.code === 'cart_ordered' && ordered.success) {
      this.root.cart.clear();
      return { kind: 'placed', orderId: ordered.data.order_id };
    }
    const changed = cartChangedResponseSchema.safeParse(error.body);
    if (error.code === 'cart_changed' && changed.success) {
      checkoutOf(this.root).showChanges(changed.data);
      return { kind: 'cartChanged' };
    }
    throw error;
  }
}

export const placingOf = perRoot((root) => new PlaceOrderStore(root));
