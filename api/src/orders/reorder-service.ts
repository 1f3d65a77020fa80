import { ITEM_NOT_FOUND_MESSAGE, type Cart, type DeliveryZone, type LocalizedText } from '@storefront/shared/contracts';
import { tenantPricing } from '../tenancy/vat-rule';
import { findBranch } from '../branches/branch-repository';
import { servedItems } from '../cart/cart-items';
import { createCart, findCart, saveCart } from '../cart/cart-repository';
import { lineProblems, priceCart } from '../cart/price-cart';
import type { Db } from '../db/db';
import { findCoveringZone } from '../delivery/covering-zone';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import type { AddressSnapshot } from './order-snapshots';
import type { OrderRow } from './order-repository';

export interface Reorder {
  cart: Cart;
  dropped: { item_id: number; names: LocalizedText; message: string }[];
  delivery: { address: AddressSnapshot; zone: DeliveryZone } | null;
}

/** Order-as-usual: a new cart of the order's branch and type with the lines the branch still serves. */
export const reorder = async (db: Db, tenant: RequestTenant, order: OrderRow): Promise<Reorder> => {
  const branch = await findBranch(db, tenant.id, order.branch_id);
  if (!branch?.active || !branch.order_types.includes(order.type)) throw new DomainError('menu_not_available');
  const wanted = order.lines.map((line) => ({
    item_id: line.item_id,
    quantity: line.quantity,
    option_ids: line.option_ids,
    notes: line.notes,
  }));
  const items = await servedItems(
    db,
    tenant.id,
    branch.id,
    order.type,
    wanted.map((line) => line.item_id),
  );
  const problems = lineProblems(wanted, items);
  const kept = wanted.filter((_, index) => !problems.has(index));
  const dropped = order.lines
    .filter((_, index) => problems.has(index))
    .map((line) => ({ item_id: line.item_id, names: line.names, message: ITEM_NOT_FOUND_MESSAGE }));
  const address = order.type === 'delivery' ? order.address : null;
  const location = address ? { latitude: address.latitude, longitude: address.longitude } : null;
  // The branch must still deliver there: zones change, and the order's fee and minimum follow the zone.
  const covering = location ? await findCoveringZone(db, tenant.id, location, branch.id) : null;
  if (location && !covering) throw new DomainError('delivery_not_available');
  const delivery = covering ? { fee: covering.zone.fee, minimum_order: covering.zone.minimum_order } : null;
  const id = await createCart(db, tenant.id, order.customer_id);
  const stored = await findCart(db, tenant.id, id);
  if (!stored) throw new Error('cart not created');
  const row = {
    ...stored,
    branch_id: branch.id,
    order_type: order.type,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
  };
  const priced = priceCart(
    { ...row, lines: kept.map((line) => ({ ...line, unit_price_minor: null })) },
    items,
    await tenantPricing(db, tenant),
    delivery,
  );
  await saveCart(db, tenant.id, { ...row, lines: priced.lines });
  return { cart: priced.cart, dropped, delivery: address && covering ? { address, zone: covering.zone } : null };
};
