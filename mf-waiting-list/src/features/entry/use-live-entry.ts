import { useStores } from '@storefront/shared';
import { WAITING_LIST_UPDATED_EVENT, waitingListUpdatedPayloadSchema, type WaitingEntry } from '@storefront/shared/contracts';
import { reaction } from 'mobx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchEntry } from './entry-calls';

/**
 * The entry, kept current: read again on every `waiting_list.updated` of its branch, when the socket
 * connects again, and when the page becomes visible (a phone waking up), since events sent while it
 * slept are lost.
 */
export const useLiveEntry = (token: string) => {
  const root = useStores();
  const [entry, setEntry] = useState<WaitingEntry | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const branchId = useRef<number | null>(null);
  const refresh = useCallback(() => {
    fetchEntry(root.api, token).then(
      (fresh) => {
        branchId.current = fresh.branch.id;
        setEntry(fresh);
        setFailed(null);
      },
      (error: unknown) => setFailed(error),
    );
  }, [root.api, token]);

  useEffect(() => {
    refresh();
    const stopEvents = root.realtime.subscribe(WAITING_LIST_UPDATED_EVENT, (payload) => {
      const event = waitingListUpdatedPayloadSchema.safeParse(payload);
      if (event.success && event.data.branch_id === branchId.current) refresh();
    });
    const stopReconnect = reaction(
      () => root.realtime.connected,
      (connected) => connected && refresh(),
    );
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopEvents();
      stopReconnect();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [root.realtime, refresh]);

  return { entry, setEntry, failed, refresh };
};
