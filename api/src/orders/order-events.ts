import { ORDER_UPDATED_EVENT, ordersRoom, type OrderStatus, type OrderUpdatedPayload } from '@storefront/shared/contracts';
import type { Realtime } from '../realtime/realtime';

/** Tells the tenant's storefronts in `orders_{tenant}` that an order changed (call after the change is committed). */
export const emitOrderUpdated = (
  realtime: Realtime,
  tenantName: string,
  order: { id: number; status: OrderStatus; estimated_at: Date | null },
): void => {
  const payload: OrderUpdatedPayload = {
    id: order.id,
    status: order.status,
    estimated_at: order.estimated_at === null ? null : new Date(order.estimated_at).toISOString(),
  };
  realtime.emit(tenantName, ordersRoom(tenantName), ORDER_UPDATED_EVENT, payload);
};
