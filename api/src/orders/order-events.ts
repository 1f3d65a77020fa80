import {
  ORDER_UPDATED_EVENT,
  ordersRoom,
  type OrderArrival,
  type OrderStatus,
  type OrderUpdatedPayload,
} from '@storefront/shared/contracts';
import type { Realtime } from '../realtime/realtime';

interface UpdatedOrder {
  id: number;
  customer_id: number;
  status: OrderStatus;
  estimated_at: Date | null;
}

const payloadOf = (order: UpdatedOrder): OrderUpdatedPayload => ({
  id: order.id,
  status: order.status,
  estimated_at: order.estimated_at === null ? null : new Date(order.estimated_at).toISOString(),
});

/** To the restaurant (`orders_{tenant}`) and to the customer who owns the order (their private room): no other socket hears it. */
const tellRooms = (realtime: Realtime, tenantName: string, customerId: number, payload: OrderUpdatedPayload): void => {
  realtime.emit(tenantName, ordersRoom(tenantName), ORDER_UPDATED_EVENT, payload);
  realtime.emitToCustomer(tenantName, customerId, ORDER_UPDATED_EVENT, payload);
};

/**
 * Tells the restaurant and the customer who owns the order that an order changed, and pushes the
 * status to the order's web push subscriptions (in the background). Call after the change is committed.
 */
export const emitOrderUpdated = (realtime: Realtime, tenantName: string, order: UpdatedOrder): void => {
  tellRooms(realtime, tenantName, order.customer_id, payloadOf(order));
  realtime.push.orderChanged(tenantName, order.id, order.status);
};

/**
 * Tells the restaurant that the customer of a pickup from the car is outside (the event carries the
 * arrival and the car), and the customer's other pages that it was said. No web push: the status did not
 * change, and the customer is the one who said it. Call once the arrival is committed, for its first press only.
 */
export const emitOrderArrived = (realtime: Realtime, tenantName: string, order: UpdatedOrder, arrival: OrderArrival): void => {
  tellRooms(realtime, tenantName, order.customer_id, { ...payloadOf(order), arrival });
};
