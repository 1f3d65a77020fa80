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

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Creates an empty cart of the tenant; answers its id. */
export const createCart = async (db: Queryable, tenantId: number): Promise<string> => {
  const id = randomUUID();
  await db.query('INSERT INTO carts (id, tenant_id) VALUES ($1, $2)', [id, tenantId]);
  return id;
};

/** The tenant's cart, or null (for another tenant's cart or an id that cannot be one). */
export const findCart = async (db: Queryable, tenantId: number, id: string): Promise<CartRow | null> => {
  if (!CART_ID.test(id)) return null;
  const rows = await db.query<CartRow>(
    'SELECT id, branch_id, order_type, latitude, longitude, lines FROM carts WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return rows[0] ?? null;
};

/** Replaces the cart's choices. */
export const saveCart = async (db: Queryable, tenantId: number, cart: CartRow): Promise<void> => {
  await db.query(
    `UPDATE carts SET branch_id = $3, order_type = $4, latitude = $5, longitude = $6, lines = $7, updated_at = now()
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, cart.id, cart.branch_id, cart.order_type, cart.latitude, cart.longitude, JSON.stringify(cart.lines)],
  );
};
