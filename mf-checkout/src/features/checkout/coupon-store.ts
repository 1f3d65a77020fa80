import { perRoot, type RootStore } from '@storefront/shared';
import type { CouponCheck } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { loadOnVisit } from '../../load-on-visit';
import { checkCoupon } from './checkout-calls';

/** The coupon checked against the cart: its terms, which the summary estimates with until the preview answers. */
export class CouponStore {
  /** The terms of the last code checked (applied, or kept with the form from an earlier visit); a refusal is its failure. */
  readonly coupon: Resource<CouponCheck, { cartId: string; code: string }>;

  constructor(root: RootStore) {
    this.coupon = new Resource(({ cartId, code }, signal) => checkCoupon(root.api, cartId, code, signal));
  }

  /** Checks a code the customer applies, asking the api even when it answered for it before. */
  apply(cartId: string, code: string): Promise<void> {
    return loadOnVisit(this.coupon, { cartId, code });
  }

  /**
   * Checks the code the form holds, for its terms, unless they are here (the api's spelling of an applied code)
   * or on their way; a refusal only leaves them out. Answers the stop (the code changed, or the checkout left).
   */
  recheck(cartId: string, code: string): () => void {
    if (this.coupon.value?.code !== code) void this.coupon.load({ cartId, code });
    return () => this.coupon.cancel();
  }
}

export const couponOf = perRoot((root) => new CouponStore(root));
