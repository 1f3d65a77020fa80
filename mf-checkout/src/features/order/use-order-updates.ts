import { ORDER_UPDATED_EVENT, orderUpdatedPayloadSchema } from '@storefront/shared/contracts';
import { useStores } from '@storefront/shared';
import { useEffect } from 'react';

/** Calls `reload` whenever the restaurant changes order `id` (the tenant's orders room). */
export const useOrderUpdates = (id: string, reload: () => void): void => {
  const { realtime } = useStores();
  useEffect(
    () =>
      realtime.subscribe(ORDER_UPDATED_EVENT, (payload) => {
        const update = orderUpdatedPayloadSchema.safeParse(payload);
        if (update.success && String(update.data.id) === id) reload();
      }),
    [realtime, id, reload],
  );
};
