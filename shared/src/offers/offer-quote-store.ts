import { makeAutoObservable, runInAction } from 'mobx';
import type { Cart } from '../contracts/cart';
import { COUPON_CHECK_PATH } from '../contracts/paths';
import { couponBase, offerPrice, orderTotals, type CouponTerms, type OrderTotals } from '../contracts/order-pricing';
import { readAnswer } from '../http/read-answer';
import { perRoot } from '../stores/per-root';
import type { RootStore } from '../stores/root-store';

/** The followed offer on the cart as the api's coupon check answered it: the terms it accepted and the discount it takes. */
export interface OfferQuote {
  code: string;
  terms: CouponTerms;
  /** What the api takes off this cart (the same check the preview and the placement make). */
  discount: number;
}

/** What the offer is asked for: the cart as priced, the offer's code. */
const cartKey = (cartId: string, code: string, cart: Cart): string =>
  `${cartId}|${code}|${cart.lines.map((line) => `${line.item_id}:${line.total}`).join(',')}|${cart.subtotal}`;

/**
 * The offer of the banner the customer followed, on the cart: asked of the api (its coupon check, the
 * one the checkout's preview and the placement make) each time the cart's lines change, so the cart
 * shows what the checkout will charge. No offer, no cart or none of the offer's dish in it: nothing is
 * asked. A refusal (used up, ended) leaves the cart at its own prices.
 */
export class OfferQuoteStore {
  private answered: { key: string; quote: OfferQuote | null } | null = null;
  private asking: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<OfferQuoteStore, 'root' | 'asking'>(this, { root: false, asking: false });
  }

  /** The key of the cart the offer applies to now, or null when there is nothing to ask. */
  private get wanted(): string | null {
    const { offer, cart_id } = this.root.orderDraft.draft;
    const cart = this.root.cart.cart;
    if (!offer || !cart_id || !cart || cart.lines.length === 0) return null;
    if (offer.item_id !== null && !cart.lines.some((line) => line.item_id === offer.item_id)) return null;
    return cartKey(cart_id, offer.code, cart);
  }

  /** The api's answer for the cart as it is now, or null (no offer, not answered yet, refused). */
  get quote(): OfferQuote | null {
    const wanted = this.wanted;
    return wanted !== null && this.answered?.key === wanted ? this.answered.quote : null;
  }

  /**
   * The cart's totals with the offer taken off (the shared formula of the preview and the placement, on
   * the terms the api accepted), or null without an accepted offer. Charges the checkout adds are not in them.
   */
  get totals(): Pick<OrderTotals, 'discount' | 'vat' | 'total'> | null {
    const quote = this.quote;
    const cart = this.root.cart.cart;
    if (!quote || !cart) return null;
    return orderTotals(
      {
        subtotal: cart.subtotal,
        coupon_base: couponBase(cart.subtotal, cart.lines, quote.terms),
        delivery_fee: cart.delivery_fee,
        additional_charges: 0,
        insurance: 0,
        coupon: quote.terms,
        use_points: false,
        points: null,
        use_wallet: false,
        wallet: null,
      },
      { percent: cart.vat_percent, included: cart.vat_included },
    );
  }

  /** A line's total with the offer (the offer's dish only), or null when the offer does not price it. */
  lineTotal(line: { item_id: number; total: number }): number | null {
    const terms = this.quote?.terms;
    if (!terms || terms.item_id === null || terms.item_id === undefined || terms.item_id !== line.item_id) return null;
    return offerPrice(line.total, terms);
  }

  /** Asks the api for the offer on the cart as it is now, unless it answered (or is answering) for it. */
  async refresh(): Promise<void> {
    const key = this.wanted;
    const { offer, cart_id } = this.root.orderDraft.draft;
    if (key === null || !offer || !cart_id || this.answered?.key === key || this.asking === key) return;
    this.asking = key;
    let quote: OfferQuote | null = null;
    try {
      const checked = (
        await readAnswer('couponCheckResponseSchema', await this.root.api.post(COUPON_CHECK_PATH, { cart_id, code: offer.code }))
      ).data;
      quote = {
        code: checked.code,
        terms: { kind: checked.kind, value: checked.value, max_discount: checked.max_discount, item_id: checked.item_id },
        discount: checked.discount,
      };
    } catch {
      quote = null;
    } finally {
      if (this.asking === key) this.asking = null;
    }
    runInAction(() => (this.answered = { key, quote }));
  }
}

/** The page's offer quote (one per root store). */
export const offerQuoteOf = perRoot((root) => new OfferQuoteStore(root));
