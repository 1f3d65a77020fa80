import { ORDER_UPDATED_EVENT, orderUpdatedPayloadSchema } from '@storefront/shared/contracts';
import type { RootStore } from '@storefront/shared';

/** Calls `onUpdate` whenever the restaurant changes order `id` (the tenant's orders room); answers the unsubscriber. */
export const followOrderUpdates = (realtime: RootStore['realtime'], id: string, onUpdate: () => void): (() => void) =>
  realtime.subscribe(ORDER_UPDATED_EVENT, (payload) => {
    const update = orderUpdatedPayloadSchema.safeParse(payload);
    if (update.success && String(update.data.id) === id) onUpdate();
  });
