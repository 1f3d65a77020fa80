import { ORDER_UPDATED_EVENT, SOCKET_CONNECTED_EVENT, orderUpdatedPayloadSchema } from '@storefront/shared/contracts';
import type { RootStore } from '@storefront/shared';

/**
 * Calls `onUpdate` whenever the restaurant changes order `id` (the tenant's orders room), and each time the socket
 * connects (a change made before it connected, or while it was away, was never heard); answers the unsubscriber.
 */
export const followOrderUpdates = (realtime: RootStore['realtime'], id: string, onUpdate: () => void): (() => void) => {
  const stopEvents = realtime.subscribe(ORDER_UPDATED_EVENT, (payload) => {
    const update = orderUpdatedPayloadSchema.safeParse(payload);
    if (update.success && String(update.data.id) === id) onUpdate();
  });
  const stopReconnect = realtime.subscribe(SOCKET_CONNECTED_EVENT, onUpdate);
  return () => {
    stopEvents();
    stopReconnect();
  };
};
