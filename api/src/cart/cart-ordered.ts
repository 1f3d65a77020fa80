import type { Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { findCart, type CartState } from './cart-repository';

/** 409 of a call on a cart an order was placed from, naming that order (`cartOrderedResponseSchema`). */
export const cartOrderedError = (orderId: number): DomainError => new DomainError('cart_ordered', { details: { order_id: orderId } });

/** The cart when no order closed it yet; a closed cart refuses every further use with the 409. */
export const openCart = <Cart extends CartState>(cart: Cart): Cart => {
  if (cart.order_id !== null) throw cartOrderedError(cart.order_id);
  return cart;
};

/** Throws why a change to the cart found it closed: the 409 naming its order (or 404 when it is gone). */
export const refuseClosedCart = async (db: Queryable, tenantId: number, cartId: string): Promise<never> => {
  const cart = await findCart(db, tenantId, cartId);
  if (cart?.order_id != null) throw cartOrderedError(cart.order_id);
  throw new DomainError('cart_not_found');
};
