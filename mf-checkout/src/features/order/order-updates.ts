import { ORDER_UPDATED_EVENT, SOCKET_RECONNECTED_EVENT, orderUpdatedPayloadSchema } from '@storefront/shared/contracts';
import type { RootStore } from '@storefront/shared';

/**
 * Calls `onUpdate` whenever the restaurant changes order `id` (the tenant's orders room), and when the socket is
 * back after losing its connection (a change made meanwhile was never heard); answers the unsubscriber.
 */
export const followOrderUpdates = (realtime: RootStore['realtime'], id: string, onUpdate: () => void): (() => void) => {
  const stopEvents = realtime.subscribe(ORDER_UPDATED_EVENT, (payload) => {
    const update = orderUpdatedPayloadSchema.safeParse(payload);
    if (update.success && String(update.data.id) === id) onUpdate();
  });
  const stopReconnect = realtime.subscribe(SOCKET_RECONNECTED_EVENT, onUpdate);
  return () => {
    stopEvents();
    stopReconnect();
  };
};
