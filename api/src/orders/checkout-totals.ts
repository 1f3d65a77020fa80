import {
  COUNTRIES,
  couponBase,
  orderTotals,
  type CheckoutTotals,
  type CountryCode,
  type OrderTotals,
  type PaymentMethodCode,
} from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { pointsBalance, walletBalance } from '../ledgers/ledger-repository';
import type { CheckoutContext } from './checkout-service';
import { couponTerms } from './coupon-service';
import type { OrderSettings } from './order-settings';
import { pointsTerms } from './points-terms';

export interface TenderChoice {
  use_points: boolean;
  use_wallet: boolean;
  payment_method: PaymentMethodCode;
}

/** The order's totals with the customer's balances read through `db` (the placement's transaction). */
export const checkoutTotals = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  context: CheckoutContext,
  settings: OrderSettings,
  choice: TenderChoice,
): Promise<OrderTotals> => {
  // A balance is read only when the customer spends it: a cash or card order reads neither. One after
  // the other: a transaction is one connection, which takes one statement at a time.
  const points = choice.use_points ? await pointsBalance(db, tenantId, customerId) : 0;
  const wallet = choice.use_wallet ? await walletBalance(db, tenantId, customerId) : 0;
  return orderTotals(
    {
      subtotal: context.cart.subtotal,
      delivery_fee: context.cart.delivery_fee,
      additional_charges: settings.additionalCharges,
      insurance: 0,
      coupon: context.coupon ? couponTerms(context.coupon) : null,
      coupon_base: couponBase(context.cart.subtotal, context.cart.lines, context.coupon),
      use_points: choice.use_points,
      points: pointsTerms(points, settings),
      use_wallet: choice.use_wallet,
      wallet: {
        balance: wallet,
        min_order_amount: settings.walletMinOrderAmount,
        method_compatible: settings.allowWallet && settings.walletMethods.includes(choice.payment_method),
      },
    },
    // The rule the cart was priced with, so the checkout and the cart never disagree.
    { percent: context.cart.vat_percent, included: context.cart.vat_included },
  );
};

/** The totals object of the answers (`checkoutTotalsSchema`). */
export const totalsAnswer = (totals: OrderTotals, country: CountryCode, couponCode: string | null): CheckoutTotals => ({
  currency: COUNTRIES[country].currency,
  subtotal: totals.subtotal,
  discount: totals.discount,
  coupon_code: couponCode,
  delivery_fee: totals.delivery_fee,
  additional_charges: totals.additional_charges,
  insurance: totals.insurance,
  vat_percent: totals.vat_percent,
  vat_included: totals.vat_included,
  vat: totals.vat,
  total: totals.total,
  points_used: totals.points_used,
  points_discount: totals.points_discount,
  points_refusal: totals.points_refusal === 'not_requested' ? null : totals.points_refusal,
  wallet_discount: totals.wallet_discount,
  wallet_refusal: totals.wallet_refusal === 'not_requested' ? null : totals.wallet_refusal,
  amount_due: totals.amount_due,
});
