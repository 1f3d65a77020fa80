import { ORDER_UPDATED_EVENT, ordersRoom, type OrderStatus, type OrderUpdatedPayload } from '@storefront/shared/contracts';
import type { Realtime } from '../realtime/realtime';

/**
 * Tells the restaurant (`orders_{tenant}`) and the customer who owns the order (their private room)
 * that an order changed; no other socket hears it, and pushes the status to the order's web push
 * subscriptions (in the background). Call after the change is committed.
 */
export const emitOrderUpdated = (
  realtime: Realtime,
  tenantName: string,
  order: { id: number; customer_id: number; status: OrderStatus; estimated_at: Date | null },
): void => {
  const payload: OrderUpdatedPayload = {
    id: order.id,
    status: order.status,
    estimated_at: order.estimated_at === null ? null : new Date(order.estimated_at).toISOString(),
  };
  realtime.emit(tenantName, ordersRoom(tenantName), ORDER_UPDATED_EVENT, payload);
  realtime.emitToCustomer(tenantName, order.customer_id, ORDER_UPDATED_EVENT, payload);
  realtime.push.orderChanged(tenantName, order.id, order.status);
};
