import { pageMeta, type Order, type OrderSummary, type PageMeta, type Tracking } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import { toOrder, toOrderSummary } from './order-answer';
import { findOrder, findStatusEvents, listOrders, rateDeliveredOrder, type OrderRow } from './order-repository';
import { readOrderSettings, zatcaSeller, type OrderSettings } from './order-settings';
import { toTracking } from './order-tracking';

export type { OrderRow } from './order-repository';

/** A logged-in customer's own orders (docs/api.md, "Orders"): nobody else's is ever found. */

/** The customer's order with that id; any other is `order_not_available` (missing). */
export const ownOrder = async (db: Db, tenantId: number, customerId: number, id: number | null): Promise<OrderRow> => {
  const row = id === null ? null : await findOrder(db, tenantId, id, customerId);
  if (!row) throw new DomainError('order_not_available', { variant: 'missing' });
  return row;
};

/** The order's answer, with the tenant's ZATCA seller for its invoice QR code. */
export const orderDetails = async (
  db: Db,
  tenant: Pick<RequestTenant, 'id' | 'country'>,
  row: OrderRow,
  known?: OrderSettings,
): Promise<Order> => {
  const settings = known ?? (await readOrderSettings(db, tenant.id));
  return toOrder(row, tenant.country, zatcaSeller(settings));
};

/** The order a placement answers (new or repeated); one that is not the customer's is `idempotency_key_reused`. */
export const placedOrder = async (
  db: Db,
  tenant: Pick<RequestTenant, 'id' | 'country'>,
  customerId: number,
  orderId: number,
  known?: OrderSettings,
): Promise<Order> => {
  const row = await findOrder(db, tenant.id, orderId, customerId);
  if (!row) throw new DomainError('idempotency_key_reused');
  return orderDetails(db, tenant, row, known);
};

/** One page of the customer's orders (or of those delivered, `usual`), newest first. */
export const customerOrderPage = async (
  db: Db,
  { tenantId, customerId }: { tenantId: number; customerId: number },
  { page, perPage, usual }: { page: number; perPage: number; usual: boolean },
): Promise<{ data: OrderSummary[]; meta: PageMeta }> => {
  const { rows, total } = await listOrders(db, tenantId, customerId, usual, perPage, (page - 1) * perPage);
  return { data: rows.map(toOrderSummary), meta: pageMeta(total, page, perPage) };
};

/** The order's steps and times; an order the call centre or a business still has to accept is `tracking_not_available`. */
export const orderTracking = async (db: Db, tenantId: number, row: OrderRow): Promise<Tracking> => {
  if (row.status === 'callcenter_pending' || row.status === 'b2b_pending') throw new DomainError('tracking_not_available');
  return toTracking(row, await findStatusEvents(db, tenantId, row.id));
};

/** Rates a delivered order once; any other (or a second rating) is `rating_failed`. */
export const rateOrder = async (
  db: Db,
  tenantId: number,
  row: OrderRow,
  rating: { stars: number; comment: string; at: Date },
): Promise<void> => {
  if (!(await rateDeliveredOrder(db, tenantId, row.id, rating))) throw new DomainError('rating_failed', { variant: 'order' });
};
