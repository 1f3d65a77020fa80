import { cartLimitCode, type Cart, type CartUpdateBody, type DeliveryTerms, type OrderTypeName } from '@storefront/shared/contracts';
import { findActiveBranch } from '../branches/active-branch';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import { tenantPricing } from '../tenancy/vat-rule';
import { deliveryTerms, servedItems } from './cart-items';
import { openCart, refuseClosedCart } from './cart-ordered';
import { createCart, findCartOf, saveCart, type CartRow, type CartState } from './cart-repository';
import { lineProblems, priceCart } from './price-cart';

/**
 * Server-side carts: create, replace the lines (validated and priced here) and reopen. A cart used with
 * a customer token becomes that customer's; a closed cart (an order was placed from it) is refused.
 */

/** A cart as it is kept, open (`openCart`). */
export type OpenCart = CartRow & CartState;

/** Fee and minimum order for a delivery body: 400 without a location, 422 outside the branch's zones. */
const bodyDeliveryTerms = async (db: Db, tenantId: number, body: CartUpdateBody): Promise<DeliveryTerms | null> => {
  if (body.order_type !== 'delivery') return null;
  if (body.latitude === undefined || body.longitude === undefined) {
    throw new DomainError('invalid_input', {
      message: 'Invalid body: latitude, longitude',
      errors: {
        latitude: ['Required for delivery'],
        longitude: ['Required for delivery'],
      },
    });
  }
  const terms = await deliveryTerms(db, tenantId, body.branch_id, { latitude: body.latitude, longitude: body.longitude });
  if (!terms) throw new DomainError('delivery_not_available');
  return terms;
};

/** What the branch serves of the lines' items, for this order type. */
const itemsOf = (db: Db, tenantId: number, branchId: number, orderType: OrderTypeName, lines: ReadonlyArray<{ item_id: number }>) =>
  servedItems(
    db,
    tenantId,
    branchId,
    orderType,
    lines.map((line) => line.item_id),
  );

const save = async (db: Db, tenantId: number, cart: OpenCart): Promise<void> => {
  if (!(await saveCart(db, tenantId, cart))) await refuseClosedCart(db, tenantId, cart.id);
};

/** A new empty cart (the customer's when one is logged in), priced. */
export const newCart = async (db: Db, tenant: RequestTenant, customerId: number | null): Promise<Cart> => {
  const id = await createCart(db, tenant.id, customerId);
  const empty = { id, branch_id: null, order_type: null, latitude: null, longitude: null, lines: [] };
  return priceCart(empty, new Map(), await tenantPricing(db, tenant), null).cart;
};

/** The cart with that id (becoming the customer's), open; an unknown one is `cart_not_found`, a closed one refused. */
export const openCartOf = async (db: Db, tenantId: number, cartId: string, customerId: number | null): Promise<OpenCart> => {
  const cart = await findCartOf(db, tenantId, cartId, customerId);
  if (!cart) throw new DomainError('cart_not_found');
  return openCart(cart);
};

/**
 * Replaces the cart's branch, order type, place and lines, priced and kept; lines the branch cannot serve
 * are refused per line (400 `cart_lines_invalid` with its `lines`), nothing kept.
 */
export const replaceCart = async (db: Db, tenant: RequestTenant, cart: OpenCart, body: CartUpdateBody): Promise<Cart> => {
  const limit = cartLimitCode(body.lines);
  if (limit) throw new DomainError(limit);
  const branch = await findActiveBranch(db, tenant.id, body.branch_id);
  if (!branch.order_types.includes(body.order_type)) throw new DomainError('menu_not_available');
  const delivery = await bodyDeliveryTerms(db, tenant.id, body);
  const items = await itemsOf(db, tenant.id, branch.id, body.order_type, body.lines);
  const problems = lineProblems(body.lines, items);
  if (problems.size > 0) throw new DomainError('cart_lines_invalid', { details: { lines: Object.fromEntries(problems) } });
  const row = {
    id: cart.id,
    branch_id: branch.id,
    order_type: body.order_type,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
  };
  const priced = priceCart(
    { ...row, lines: body.lines.map((line) => ({ ...line, unit_price_minor: null })) },
    items,
    await tenantPricing(db, tenant),
    delivery,
  );
  await save(db, tenant.id, { ...cart, ...row, lines: priced.lines });
  return priced.cart;
};

/** The cart priced again now: lines no longer served are removed and new prices kept. */
export const reopenedCart = async (db: Db, tenant: RequestTenant, cart: OpenCart): Promise<Cart> => {
  const pricing = await tenantPricing(db, tenant);
  if (cart.branch_id === null || cart.order_type === null) return priceCart(cart, new Map(), pricing, null).cart;
  const items = await itemsOf(db, tenant.id, cart.branch_id, cart.order_type, cart.lines);
  const location = cart.latitude !== null && cart.longitude !== null ? { latitude: cart.latitude, longitude: cart.longitude } : null;
  const delivery = cart.order_type === 'delivery' && location ? await deliveryTerms(db, tenant.id, cart.branch_id, location) : null;
  const priced = priceCart(cart, items, pricing, delivery);
  if (priced.cart.removed.length > 0 || priced.cart.repriced.length > 0) await save(db, tenant.id, { ...cart, lines: priced.lines });
  return priced.cart;
};
