import type { Queryable } from '../../db/db';
import { ORDER_FIELDS, type NewOrder, type StoredOrder } from './order-row';

const COLUMNS = [
  'customer_id',
  'branch_id',
  'cart_id',
  'type',
  'status',
  'currency',
  'lines',
  'subtotal_minor',
  'discount_minor',
  'coupon_id',
  'coupon_code',
  'delivery_fee_minor',
  'additional_charges_minor',
  'insurance_minor',
  'vat_percent',
  'vat_included',
  'vat_minor',
  'total_minor',
  'points_used',
  'points_discount_minor',
  'wallet_discount_minor',
  'amount_due_minor',
  'payment_method',
  'delivery_time',
  'scheduled_at',
  'estimated_at',
  'address',
  'vehicle',
  'table_id',
  'table_name',
  'session_id',
  'notes',
  'created_at',
] as const;

const JSON_COLUMNS = new Set(['lines', 'address', 'vehicle']);

/**
 * Everything a placement writes, in one statement (each statement is a round trip between the api and
 * the database: docs/performance.md, "A lunch rush"): the cart closed with the order, the order with the
 * tenant's next number, its first status event, and the Idempotency-Key's order. Null, with nothing
 * written, when the cart is no longer open (another order closed it first): the caller refuses. The cart's
 * row is locked first, so of two placements of one cart the second waits and then finds it closed.
 *
 * The number comes from the tenant's counter row, locked from here to the end of the transaction:
 * placements wait for each other only for what follows. It is never below MAX(number) + 1, so an api of
 * the version before the counter, still running during a deploy, cannot take the same number.
 */
export const storePlacement = async (tx: Queryable, tenantId: number, order: NewOrder, key: string): Promise<StoredOrder | null> => {
  const values = COLUMNS.map((column) => {
    const value = order[column];
    return JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value;
  });
  const param = (column: (typeof COLUMNS)[number]) => `$${COLUMNS.indexOf(column) + 2}`;
  const [row] = await tx.query<StoredOrder>(
    `WITH next AS (
       INSERT INTO order_numbers (tenant_id, last_number)
       SELECT $1, (SELECT COALESCE(MAX(number), 1000) + 1 FROM orders WHERE tenant_id = $1)
         FROM (SELECT id FROM carts
                WHERE tenant_id = $1 AND id = ${param('cart_id')} AND customer_id = ${param('customer_id')} AND order_id IS NULL
                  FOR UPDATE) AS open_cart
       ON CONFLICT (tenant_id) DO UPDATE
         SET last_number = GREATEST(order_numbers.last_number, (SELECT COALESCE(MAX(number), 1000) FROM orders WHERE tenant_id = $1)) + 1
       RETURNING last_number
     ), placed AS (
       INSERT INTO orders (tenant_id, number, ${COLUMNS.join(', ')})
       SELECT $1, last_number, ${COLUMNS.map(param).join(', ')} FROM next
       RETURNING ${ORDER_FIELDS('')}
     ), event AS (
       INSERT INTO order_status_events (tenant_id, order_id, status, at, source)
       SELECT $1, id, status, created_at, 'placement' FROM placed
     ), keyed AS (
       UPDATE order_idempotency_keys k SET order_id = placed.id FROM placed
        WHERE k.tenant_id = $1 AND k.customer_id = placed.customer_id AND k.key = $${COLUMNS.length + 2}
     ), closed AS (
       UPDATE carts c SET order_id = placed.id FROM placed WHERE c.tenant_id = $1 AND c.id = ${param('cart_id')}
     )
     SELECT * FROM placed`,
    [tenantId, ...values, key],
  );
  return row ?? null;
};
