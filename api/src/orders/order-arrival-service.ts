import { canSayArrived, type Order } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { Realtime } from '../realtime/realtime';
import type { RequestTenant } from '../tenancy/request-tenant';
import { orderDetails, ownOrder } from './customer-order-service';
import { arrivalOf } from './order-answer';
import { emitOrderArrived } from './order-events';
import { findOrder, recordArrival } from './order-repository';

const refused = (): DomainError => new DomainError('order_arrival_not_allowed');

/**
 * "I've arrived": the customer of a pickup from the car tells the branch the car is outside, while the
 * order is accepted or ready. The first press is kept and sent to the restaurant's room with the car; a
 * press again answers the same order and sends nothing. 404 `order_not_available` for an order that is
 * not theirs, 409 `order_arrival_not_allowed` for any other type, before the branch accepted it, and once
 * it is collected or canceled.
 */
export const sayArrived = async (
  deps: { db: Db; clock: Clock; realtime: Realtime },
  tenant: Pick<RequestTenant, 'id' | 'name' | 'country'>,
  customerId: number,
  orderId: number | null,
): Promise<Order> => {
  const { db } = deps;
  const found = await ownOrder(db, tenant.id, customerId, orderId);
  if (!canSayArrived(found)) throw refused();
  const recorded = await recordArrival(db, { tenantId: tenant.id, customerId, orderId: found.id }, deps.clock());
  const row = (await findOrder(db, tenant.id, found.id, customerId)) ?? found;
  // Not recorded here: said before (answered again while the order still waits at the curb), or the
  // restaurant moved the order on (collected, canceled) since it was read.
  if (row.arrived_at === null || (!recorded && !canSayArrived(row))) throw refused();
  const arrival = arrivalOf(row);
  if (recorded && arrival) emitOrderArrived(deps.realtime, tenant.name, row, arrival);
  return orderDetails(db, tenant, row);
};
