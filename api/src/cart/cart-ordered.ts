import type { Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { findCart, markCartOrdered, type CartState } from './cart-repository';

/** 409 of a call on a cart an order was placed from, naming that order (`cartOrderedResponseSchema`). */
export const cartOrderedError = (orderId: number): DomainError => new DomainError('cart_ordered', { details: { order_id: orderId } });

/** The cart when no order closed it yet; a closed cart refuses every further use with the 409. */
export const openCart = <Cart extends CartState>(cart: Cart): Cart => {
  if (cart.order_id !== null) throw cartOrderedError(cart.order_id);
  return cart;
};

/**
 * Closes the cart with the order placed from it, inside the order's transaction: one cart becomes at
 * most one order whatever Idempotency-Keys are sent. When another order closed it first, throws its
 * 409 (and the caller's transaction, with its order, is rolled back).
 */
export const closeCartWithOrder = async (
  tx: Queryable,
  tenantId: number,
  cartId: string,
  customerId: number,
  orderId: number,
): Promise<void> => {
  if (!(await markCartOrdered(tx, tenantId, cartId, customerId, orderId))) await refuseClosedCart(tx, tenantId, cartId);
};

/** Throws why a change to the cart found it closed: the 409 naming its order (or 404 when it is gone). */
export const refuseClosedCart = async (db: Queryable, tenantId: number, cartId: string): Promise<never> => {
  const cart = await findCart(db, tenantId, cartId);
  if (cart?.order_id != null) throw cartOrderedError(cart.order_id);
  throw new DomainError('cart_not_found');
};
