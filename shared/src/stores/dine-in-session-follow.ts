import type { DineInSession } from '../contracts/dine-in';
import { DINE_IN_PATHS, DINE_IN_SESSION_UPDATED_EVENT } from '../contracts/paths';
import { checked, readAnswer } from '../http/read-answer';
import { draftForSession } from './dine-in-session-draft';
import type { RootStore } from './root-store';
import type { ApiClient } from '../http/api-client';

/** A table's dine-in session by its id. */
export const fetchDineInSession = async (api: ApiClient, sessionId: string, signal?: AbortSignal): Promise<DineInSession> =>
  (await readAnswer('dineInSessionResponseSchema', await api.get(DINE_IN_PATHS.session(sessionId), { signal }))).data;

/**
 * Reads the draft's table session again and takes it into the draft; when the staff moved it to a table of
 * another branch, the cart is priced again for that branch (the order is placed on the cart's branch).
 */
export const refreshDineInSession = async (root: RootStore, sessionId: string): Promise<DineInSession> => {
  const session = await fetchDineInSession(root.api, sessionId);
  const before = root.orderDraft.draft;
  root.orderDraft.update(draftForSession(session, before, root.locale.locale));
  if (before.session_id === sessionId && root.cart.cart && root.cart.cart.branch_id !== session.branch_id) await root.cart.retarget();
  return session;
};

/**
 * Keeps the draft's dine-in session current while a screen is open: `dine_in.session_updated` for that
 * session reads it again (a move, a close). Returns the unsubscriber.
 */
export const followDineInSession = (root: RootStore, sessionId: string, onSession?: (session: DineInSession) => void): (() => void) =>
  root.realtime.subscribe(DINE_IN_SESSION_UPDATED_EVENT, (payload) => {
    void checked('dineInSessionUpdatedPayloadSchema', payload).then((event) => {
      if (event?.session_id === sessionId) refreshDineInSession(root, sessionId).then(onSession, () => undefined);
    });
  });
