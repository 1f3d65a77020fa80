import { fromMinor, toMinor } from './pricing';
import { vatOf, type VatRule } from './vat';

/**
 * Checkout totals on top of `cartTotals`, shared by the api (which decides) and the storefront (a
 * preview only). All sums run in integer minor units. Order of operations:
 *
 * 1. subtotal (lines) − coupon discount + delivery fee + additional charges + insurance = taxable;
 * 2. VAT = taxable × country VAT % (half up to the minor unit); total = taxable + VAT. Where prices include
 *    VAT (`vat.ts`), total = taxable and VAT = the part of it that is VAT, so the coupon comes off the price shown;
 * 3. points, then wallet, pay part of that total (they are tender, not discounts on VAT);
 *    amount_due = total − points_discount − wallet_discount.
 */

export const couponKindSchemaValues = ['percent', 'fixed'] as const;
export type CouponKind = (typeof couponKindSchemaValues)[number];

export interface CouponTerms {
  kind: CouponKind;
  /** Percent (0-100) or an amount. */
  value: number;
  /** Cap of a percent coupon's discount; null for none. */
  max_discount: number | null;
  /** The item whose lines it is taken off (a banner's offer on one dish); null or absent: the whole subtotal. */
  item_id?: number | null;
}

/** What a coupon is taken off: the subtotal, or the total of its item's lines. */
export const couponBase = (
  subtotal: number,
  lines: readonly { item_id: number; total: number }[],
  coupon: Pick<CouponTerms, 'item_id'> | null,
): number => {
  const itemId = coupon?.item_id ?? null;
  if (itemId === null) return subtotal;
  return fromMinor(lines.filter((line) => line.item_id === itemId).reduce((sum, line) => sum + toMinor(line.total), 0));
};

/** A coupon's discount on what it is taken off (`couponBase`), never more than that. */
export const couponDiscount = (subtotal: number, coupon: CouponTerms | null): number => {
  if (!coupon) return 0;
  const subtotalMinor = toMinor(subtotal);
  let minor = coupon.kind === 'percent' ? Math.round((subtotalMinor * coupon.value) / 100) : toMinor(coupon.value);
  if (coupon.max_discount !== null) minor = Math.min(minor, toMinor(coupon.max_discount));
  return fromMinor(Math.max(0, Math.min(minor, subtotalMinor)));
};

/** A price with an offer taken off it (a banner's offer on its dish), never below zero. */
export const offerPrice = (price: number, offer: CouponTerms): number => fromMinor(toMinor(price) - toMinor(couponDiscount(price, offer)));

export interface PointsTerms {
  /** The customer's points balance. */
  balance: number;
  /** Points are usable only when the balance is above this. */
  min_balance: number;
  /** Worth of one point in money (e.g. 0.10). */
  point_value: number;
}

export interface WalletTerms {
  balance: number;
  /** The wallet is usable only when the order total is at least this. */
  min_order_amount: number;
  /** Whether the chosen payment method may be combined with the wallet. */
  method_compatible: boolean;
}

export interface OrderPricingInput {
  subtotal: number;
  /** What the coupon is taken off (`couponBase`); the subtotal when absent. */
  coupon_base?: number;
  delivery_fee: number;
  additional_charges: number;
  insurance: number;
  coupon: CouponTerms | null;
  use_points: boolean;
  points: PointsTerms | null;
  use_wallet: boolean;
  wallet: WalletTerms | null;
}

/** Why points or the wallet were not applied (stable codes, translated by the storefront). */
export type TenderRefusal = 'not_requested' | 'not_logged_in' | 'below_min_balance' | 'below_min_order' | 'method_incompatible' | 'empty';

export interface OrderTotals {
  subtotal: number;
  discount: number;
  delivery_fee: number;
  additional_charges: number;
  insurance: number;
  vat_percent: number;
  vat_included: boolean;
  vat: number;
  /** Total with VAT, before points and wallet. */
  total: number;
  points_used: number;
  points_discount: number;
  points_refusal: TenderRefusal | null;
  wallet_discount: number;
  wallet_refusal: TenderRefusal | null;
  /** What is left to pay by the payment method. */
  amount_due: number;
}

/** Points usable at all with these terms (docs/specification.md §5: only above the minimum balance). */
export const pointsRefusal = (use: boolean, points: PointsTerms | null): TenderRefusal | null => {
  if (!use) return 'not_requested';
  if (!points) return 'not_logged_in';
  if (points.balance <= points.min_balance) return 'below_min_balance';
  if (points.balance <= 0 || points.point_value <= 0) return 'empty';
  return null;
};

/** The wallet usable at all for a total (docs/specification.md §5: above the minimum order, compatible method). */
export const walletRefusal = (use: boolean, wallet: WalletTerms | null, totalMinor: number): TenderRefusal | null => {
  if (!use) return 'not_requested';
  if (!wallet) return 'not_logged_in';
  if (totalMinor < toMinor(wallet.min_order_amount)) return 'below_min_order';
  if (!wallet.method_compatible) return 'method_incompatible';
  if (wallet.balance <= 0) return 'empty';
  return null;
};

export const orderTotals = (input: OrderPricingInput, vat: VatRule): OrderTotals => {
  const subtotalMinor = toMinor(input.subtotal);
  const discountMinor = toMinor(couponDiscount(input.coupon_base ?? input.subtotal, input.coupon));
  const feeMinor = toMinor(input.delivery_fee);
  const chargesMinor = toMinor(input.additional_charges);
  const insuranceMinor = toMinor(input.insurance);
  const taxableMinor = subtotalMinor - discountMinor + feeMinor + chargesMinor + insuranceMinor;
  const { vatMinor, totalMinor } = vatOf(taxableMinor, vat);

  const points_refusal = pointsRefusal(input.use_points, input.points);
  let pointsUsed = 0;
  let pointsMinor = 0;
  if (points_refusal === null && input.points) {
    const valueMinor = toMinor(input.points.point_value);
    pointsUsed = Math.min(Math.floor(input.points.balance), Math.floor(totalMinor / valueMinor));
    pointsMinor = pointsUsed * valueMinor;
  }
  const wallet_refusal = walletRefusal(input.use_wallet, input.wallet, totalMinor);
  const walletMinor = wallet_refusal === null && input.wallet ? Math.min(toMinor(input.wallet.balance), totalMinor - pointsMinor) : 0;

  return {
    subtotal: fromMinor(subtotalMinor),
    discount: fromMinor(discountMinor),
    delivery_fee: fromMinor(feeMinor),
    additional_charges: fromMinor(chargesMinor),
    insurance: fromMinor(insuranceMinor),
    vat_percent: vat.percent,
    vat_included: vat.included,
    vat: fromMinor(vatMinor),
    total: fromMinor(totalMinor),
    points_used: pointsUsed,
    points_discount: fromMinor(pointsMinor),
    points_refusal: points_refusal === 'not_requested' ? null : points_refusal,
    wallet_discount: fromMinor(walletMinor),
    wallet_refusal: wallet_refusal === 'not_requested' ? null : wallet_refusal,
    amount_due: fromMinor(totalMinor - pointsMinor - walletMinor),
  };
};
