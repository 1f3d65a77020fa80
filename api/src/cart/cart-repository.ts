import { randomUUID } from 'node:crypto';
import type { OrderTypeName } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** A line as stored: the storefront's choice and the unit price last answered for it. */
export interface StoredLine {
  item_id: number;
  quantity: number;
  option_ids: number[];
  notes: string;
  unit_price_minor: number;
}

export interface CartRow {
  id: string;
  branch_id: number | null;
  order_type: OrderTypeName | null;
  latitude: number | null;
  longitude: number | null;
  lines: StoredLine[];
}

/** Who a cart belongs to and whether an order closed it. */
export interface CartState {
  customer_id: number | null;
  order_id: number | null;
}

const CART_COLUMNS = 'id, branch_id, order_type, latitude, longitude, lines, customer_id, order_id';

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Creates an empty cart of the tenant, the customer's when one is given; answers its id. */
export const createCart = async (db: Queryable, tenantId: number, customerId: number | null = null): Promise<string> => {
  const id = randomUUID();
  await db.query('INSERT INTO carts (id, tenant_id, customer_id) VALUES ($1, $2, $3)', [id, tenantId, customerId]);
  return id;
};

/** The tenant's cart, or null (for another tenant's cart or an id that cannot be one). */
export const findCart = async (db: Queryable, tenantId: number, id: string): Promise<(CartRow & CartState) | null> => {
  if (!CART_ID.test(id)) return null;
  const rows = await db.query<CartRow & CartState>(`SELECT ${CART_COLUMNS} FROM carts WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  return rows[0] ?? null;
};

/**
 * The cart as `customerId` may use it (null: a guest): a customer's first use makes a guest's cart
 * theirs (a cart kept across the login); a cart of another customer, or a customer's cart asked for
 * by a guest, is null, as if it did not exist.
 */
export const findCartOf = async (
  db: Queryable,
  tenantId: number,
  id: string,
  customerId: number | null,
): Promise<(CartRow & CartState) | null> => {
  if (!CART_ID.test(id)) return null;
  // One statement reads the cart and takes a guest's over (a placement in a lunch rush starts with it).
  const [cart] = await db.query<CartRow & CartState>(
    `WITH claimed AS (
       UPDATE carts SET customer_id = $3
        WHERE tenant_id = $1 AND id = $2 AND customer_id IS NULL AND $3::int IS NOT NULL
       RETURNING ${CART_COLUMNS})
     SELECT ${CART_COLUMNS} FROM claimed
     UNION ALL
     SELECT ${CART_COLUMNS} FROM carts WHERE tenant_id = $1 AND id = $2 AND NOT EXISTS (SELECT 1 FROM claimed)`,
    [tenantId, id, customerId],
  );
  if (!cart || cart.customer_id === customerId) return cart ?? null;
  if (customerId === null || cart.customer_id !== null) return null;
  // Claimed meanwhile (by this customer's other tab, or by someone else): the statement saw it still a guest's.
  const current = await findCart(db, tenantId, id);
  return current?.customer_id === customerId ? current : null;
};

/** Replaces the choices of an open cart; answers false when an order closed it meanwhile. */
export const saveCart = async (db: Queryable, tenantId: number, cart: CartRow): Promise<boolean> => {
  const saved = await db.query(
    `UPDATE carts SET branch_id = $3, order_type = $4, latitude = $5, longitude = $6, lines = $7, updated_at = now()
      WHERE tenant_id = $1 AND id = $2 AND order_id IS NULL RETURNING id`,
    [tenantId, cart.id, cart.branch_id, cart.order_type, cart.latitude, cart.longitude, JSON.stringify(cart.lines)],
  );
  return saved.length > 0;
};
