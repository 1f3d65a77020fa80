import {
  API_ERRORS,
  fromMinor,
  isOnlineMethod,
  methodServesOrderType,
  type CheckoutPreview,
  type CouponCheck,
  type OrderTypeName,
  type PaymentMethod,
  type PaymentMethodCode,
  type Slots,
} from '@storefront/shared/contracts';
import { findActiveBranch } from '../branches/active-branch';
import { servedItems } from '../cart/cart-items';
import { openCart } from '../cart/cart-ordered';
import { findCartOf } from '../cart/cart-repository';
import { priceCart } from '../cart/price-cart';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { orderNeedsHumanCheck } from '../human-check/order-risk';
import type { RequestTenant } from '../tenancy/request-tenant';
import { tenantPricing } from '../tenancy/vat-rule';
import { checkoutContext, type CheckoutBody } from './checkout-service';
import { checkoutTotals, totalsAnswer } from './checkout-totals';
import { checkCoupon, couponTerms } from './coupon-service';
import type { OrderSettings } from './order-settings';
import { computeSlots } from './slot-service';

/** What the checkout asks before placing: slots, payment methods, a coupon's discount, the priced preview. */

const METHOD_NAMES: Record<PaymentMethodCode, { ar: string; en: string }> = {
  cash: { ar: 'الدفع نقدا', en: 'Cash' },
  card_on_delivery: { ar: 'بطاقة عند الاستلام', en: 'Card on delivery' },
  hosted: { ar: 'الدفع الإلكتروني', en: 'Online payment' },
  card: { ar: 'بطاقة ائتمانية', en: 'Credit card' },
};

/** The times an active branch can prepare an order type (on one day, or its next days); a day not offered is `invalid_input`. */
export const checkoutSlots = async (
  db: Db,
  tenant: RequestTenant,
  {
    branchId,
    orderType,
    day,
    now,
    settings,
  }: { branchId: number; orderType: OrderTypeName; day: string | undefined; now: Date; settings: OrderSettings },
): Promise<Slots> => {
  const branch = await findActiveBranch(db, tenant.id, branchId);
  if (!branch.order_types.includes(orderType)) throw new DomainError('menu_not_available');
  const slots = await computeSlots(db, tenant.id, tenant.country, branch, settings, now, day);
  if (day !== undefined && !slots.days.includes(day))
    throw new DomainError('invalid_input', { message: 'Invalid query: day', errors: { day: ['Not a day that can be scheduled'] } });
  return slots;
};

/**
 * The tenant's payment methods (for an order type, or all), online ones through `onlineProvider`;
 * without one (`PAYMENT_PROVIDER=none` and no provider of its own) the online ones are not offered.
 */
export const paymentMethods = (
  settings: OrderSettings,
  { orderType, onlineProvider }: { orderType: OrderTypeName | undefined; onlineProvider: string | null },
): PaymentMethod[] => {
  const served = settings.methods.filter(
    (code) => (orderType === undefined || methodServesOrderType(code, orderType)) && (onlineProvider !== null || !isOnlineMethod(code)),
  );
  return served.map((code) => ({
    code,
    names: METHOD_NAMES[code],
    online: isOnlineMethod(code),
    provider: isOnlineMethod(code) ? onlineProvider : null,
    wallet_compatible: settings.allowWallet && settings.walletMethods.includes(code),
  }));
};

/** What a coupon takes off the cart as it is priced now; a coupon that does not apply is refused with its code. */
export const couponQuote = async (
  db: Db,
  tenant: RequestTenant,
  { cartId, code, customerId, now }: { cartId: string; code: string; customerId: number | null; now: Date },
): Promise<CouponCheck> => {
  const found = await findCartOf(db, tenant.id, cartId, customerId);
  if (!found) throw new DomainError('cart_not_found');
  const cart = openCart(found);
  const items =
    cart.branch_id !== null && cart.order_type !== null
      ? await servedItems(
          db,
          tenant.id,
          cart.branch_id,
          cart.order_type,
          cart.lines.map((line) => line.item_id),
        )
      : new Map();
  const priced = priceCart(cart, items, await tenantPricing(db, tenant), null).cart;
  const checked = await checkCoupon(db, tenant.id, code, priced, now, customerId);
  if (!checked.ok) throw new DomainError(checked.code);
  const { coupon } = checked;
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    max_discount: couponTerms(coupon).max_discount,
    min_subtotal: fromMinor(coupon.min_subtotal_minor),
    item_id: coupon.item_id,
    discount: checked.discount,
  };
};

/** Whether placing an order will ask the customer's human check. */
export const humanCheckRequired = (db: Db, tenantId: number, customerId: number, now: Date): Promise<boolean> =>
  orderNeedsHumanCheck(db, tenantId, customerId, now);

/**
 * The priced preview of the customer's checkout, with what changed in the cart and why a coupon was
 * refused; `onCouponApplied` runs once a coupon is found to apply (the route gives its attempt back).
 */
export const checkoutPreview = async (
  db: Db,
  tenant: RequestTenant,
  {
    customerId,
    body,
    now,
    settings,
    onCouponApplied,
  }: { customerId: number; body: CheckoutBody; now: Date; settings: OrderSettings; onCouponApplied: () => Promise<void> },
): Promise<CheckoutPreview> => {
  const context = await checkoutContext(db, tenant, customerId, body, settings, now);
  if (context.coupon) await onCouponApplied();
  const totals = await checkoutTotals(db, tenant.id, customerId, context, settings, body);
  return {
    ...totalsAnswer(totals, tenant.country, context.coupon?.code ?? null),
    removed: context.cart.removed,
    repriced: context.cart.repriced,
    minimum_order: context.cart.minimum_order,
    minimum_order_met: context.cart.minimum_order_met,
    coupon_message: context.couponRefusal && API_ERRORS[context.couponRefusal],
    coupon_refusal: context.couponRefusal,
  };
};
