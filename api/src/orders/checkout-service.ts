import {
  methodServesOrderType,
  VALIDATION,
  type Cart,
  type DeliveryTerms,
  type MenuItem,
  type OrderLine,
  type checkoutPreviewBodySchema,
  type CouponRefusal,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { pricingOf } from '../tenancy/vat-rule';
import { findAddressForOrder } from '../addresses/address-repository';
import { findActiveBranch } from '../branches/active-branch';
import type { BranchRow } from '../branches/branch-repository';
import { branchItems } from '../cart/cart-items';
import { openCart } from '../cart/cart-ordered';
import { findCartOf, type CartRow } from '../cart/cart-repository';
import { priceCart } from '../cart/price-cart';
import type { Db } from '../db/db';
import { findCoveringZone } from '../delivery/covering-zone';
import { findSession } from '../dine-in/dine-in-session-repository';
import { findVehicle } from '../vehicles/vehicle-repository';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import type { CouponRow } from './coupon-repository';
import { checkCoupon } from './coupon-service';
import type { OrderSettings } from './order-settings';
import type { AddressSnapshot, VehicleSnapshot } from './order-snapshots';
import { asapAvailable, computeSlots, scheduleAvailable } from './slot-service';

export type CheckoutBody = z.output<typeof checkoutPreviewBodySchema>;

/** Everything the checkout checked, ready to price and place. */
export interface CheckoutContext {
  branch: BranchRow;
  cart: Cart;
  /** The stored cart with only what the check kept, at today's prices; null when the check changed nothing. */
  cleaned: CartRow | null;
  lines: OrderLine[];
  delivery: DeliveryTerms | null;
  etaMinutes: number;
  address: AddressSnapshot | null;
  vehicle: VehicleSnapshot | null;
  table: { id: number; name: string } | null;
  scheduledAt: Date | null;
  coupon: CouponRow | null;
  couponRefusal: CouponRefusal | null;
}

const required = (field: string): DomainError =>
  new DomainError('invalid_input', { message: `Invalid body: ${field}`, errors: { [field]: [VALIDATION.required] } });

const orderLines = (cart: Cart, items: ReadonlyMap<number, MenuItem>): OrderLine[] =>
  cart.lines.map((line) => {
    const options = (items.get(line.item_id)?.option_groups ?? []).flatMap((group) => group.options);
    return {
      ...line,
      options: line.option_ids.flatMap((id) => {
        const option = options.find((candidate) => candidate.id === id);
        return option ? [{ id, names: option.names, price: option.price }] : [];
      }),
    };
  });

/**
 * Checks what the checkout chose against the cart, branch, customer and menu now (docs/api.md,
 * "Orders"). Lines dropped or repriced are listed, and the cleaned cart is given to store: only the
 * placement stores it (a preview only looks, so a preview's lost answer loses nothing). Throws the 4xx.
 */
export const checkoutContext = async (
  db: Db,
  tenant: RequestTenant,
  customerId: number,
  body: CheckoutBody,
  settings: OrderSettings,
  now: Date,
): Promise<CheckoutContext> => {
  const found = await findCartOf(db, tenant.id, body.cart_id, customerId);
  if (!found) throw new DomainError('cart_not_found');
  const stored = openCart(found);
  if (stored.branch_id === null || stored.order_type === null || stored.lines.length === 0) throw new DomainError('cart_empty');
  const branch = await findActiveBranch(db, tenant.id, stored.branch_id);
  if (!branch.order_types.includes(stored.order_type)) throw new DomainError('menu_not_available');
  if (!settings.methods.includes(body.payment_method)) throw new DomainError('payment_method_unavailable');
  const type = stored.order_type;
  if (!methodServesOrderType(body.payment_method, type))
    throw new DomainError('payment_method_unavailable', {
      message: 'This payment method is not available: card on delivery is for delivery orders only.',
    });

  let address: AddressSnapshot | null = null;
  let delivery: DeliveryTerms | null = null;
  let etaMinutes = 0;
  if (type === 'delivery') {
    if (!body.address_id) throw required('address_id');
    const row = await findAddressForOrder(db, tenant.id, customerId, body.address_id);
    if (!row) throw new DomainError('address_not_found');
    if (row.latitude === null || row.longitude === null) throw new DomainError('delivery_not_available');
    const covering = await findCoveringZone(db, tenant.id, { latitude: row.latitude, longitude: row.longitude }, branch.id);
    if (!covering) throw new DomainError('delivery_not_available');
    address = { ...row, latitude: row.latitude, longitude: row.longitude };
    delivery = { fee: covering.zone.fee, minimum_order: covering.zone.minimum_order };
    etaMinutes = covering.zone.eta_minutes;
  }

  let vehicle: VehicleSnapshot | null = null;
  if (type === 'curbside') {
    if (!body.vehicle_id) throw required('vehicle_id');
    const found = await findVehicle(db, tenant.id, customerId, body.vehicle_id);
    if (!found) throw new DomainError('vehicle_not_found');
    const { brand_name, color_name, color_code, plate_number, brand_names, color_names } = found;
    vehicle = { brand_name, color_name, color_code, plate_number, brand_names, color_names };
  }

  let table: CheckoutContext['table'] = null;
  if (type === 'dine_in') {
    if (!body.session_id) throw required('session_id');
    const session = await findSession(db, tenant.id, body.session_id);
    if (!session) throw new DomainError('session_not_found');
    if (session.status !== 'open') throw new DomainError('session_closed', { variant: 'checkout' });
    if (session.branch_id !== branch.id) throw new DomainError('session_other_branch');
    if (body.delivery_time !== 'asap') throw new DomainError('order_service_unavailable', { variant: 'time_unavailable' });
    table = { id: session.table_id, name: session.table_name };
  }

  let scheduledAt: Date | null = null;
  if (body.delivery_time === 'asap') {
    if (!asapAvailable(branch, settings, now, tenant.country))
      throw new DomainError('order_service_unavailable', { variant: 'time_unavailable' });
  } else {
    if (!body.scheduled_day) throw required('scheduled_day');
    if (!body.scheduled_period) throw required('scheduled_period');
    if (!scheduleAvailable(branch, settings)) throw new DomainError('order_service_unavailable', { variant: 'time_unavailable' });
    const offered = await computeSlots(db, tenant.id, tenant.country, branch, settings, now, body.scheduled_day);
    const slot = offered.slots.find((candidate) => candidate.period === body.scheduled_period);
    if (!slot) throw new DomainError('slot_invalid', { variant: 'order' });
    scheduledAt = new Date(slot.starts_at);
  }

  const items = await branchItems(
    db,
    tenant.id,
    branch,
    type,
    stored.lines.map((line) => line.item_id),
  );
  const priced = priceCart(stored, items, pricingOf(tenant, settings.pricesIncludeVat), delivery);
  if (body.delivery_time === 'asap' && priced.cart.lines.some((line) => items.get(line.item_id)?.scheduled_only)) {
    throw new DomainError('scheduled_only');
  }

  let coupon: CouponRow | null = null;
  let couponRefusal: CouponRefusal | null = null;
  if (body.coupon_code) {
    const checked = await checkCoupon(db, tenant.id, body.coupon_code, priced.cart, now, customerId);
    if (checked.ok) coupon = checked.coupon;
    else couponRefusal = checked.code;
  }

  return {
    branch,
    cart: priced.cart,
    cleaned: priced.cart.removed.length + priced.cart.repriced.length > 0 ? { ...stored, lines: priced.lines } : null,
    lines: orderLines(priced.cart, items),
    delivery,
    etaMinutes,
    address,
    vehicle,
    table,
    scheduledAt,
    coupon,
    couponRefusal,
  };
};
