import { toMinor, type OperatorMenuItemUpdate } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** Changes an item's price (tenant-wide) and availability (at every branch serving it); false when the tenant has no such item. */
export const updateMenuItem = async (db: Queryable, tenantId: number, id: number, update: OperatorMenuItemUpdate): Promise<boolean> => {
  const rows = await db.query(
    'UPDATE menu_items SET price_minor = COALESCE($3, price_minor) WHERE tenant_id = $1 AND id = $2 RETURNING id',
    [tenantId, id, update.price === undefined ? null : toMinor(update.price)],
  );
  if (rows.length === 0) return false;
  if (update.available !== undefined) {
    await db.query('UPDATE branch_menu_items SET available = $3 WHERE tenant_id = $1 AND item_id = $2', [tenantId, id, update.available]);
  }
  return true;
};
