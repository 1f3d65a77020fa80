import { makeAutoObservable, reaction } from 'mobx';
import { checked, draftForSession, fetchDineInSession, perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { DINE_IN_SESSION_UPDATED_EVENT, type DineInSession } from '@storefront/shared/contracts';

/** Each visit of the page reads the session afresh (the staff may have moved or closed it meanwhile): it keys the answer. */
type SessionKey = { id: string; visit: number };

/** A table's dine-in session: read, taken into the order draft, and followed live when the staff move or close it. */
export class DineInSessionStore {
  readonly session: Resource<DineInSession, SessionKey>;
  /** The session id followed; null while no page shows it (a page never shows what another visit left). */
  following: string | null = null;
  private visits = 0;

  constructor(private readonly root: RootStore) {
    this.session = new Resource(({ id }, signal) => fetchDineInSession(root.api, id, signal));
    makeAutoObservable<DineInSessionStore, 'root' | 'visits'>(this, { root: false, session: false, visits: false }, { autoBind: true });
  }

  /**
   * Loads the session `id` and takes each answer into the order draft; a `dine_in.session_updated` of it
   * reads it (and the branches) again. Answers the stop.
   */
  follow(id: string): () => void {
    const { root } = this;
    this.visits += 1;
    this.following = id;
    void this.session.load({ id, visit: this.visits });
    const intoDraft = reaction(
      () => this.session.value,
      (session) => session && root.orderDraft.update(draftForSession(session, root.orderDraft.draft, root.locale.locale)),
    );
    const stopEvents = root.realtime.subscribe(DINE_IN_SESSION_UPDATED_EVENT, (payload) => {
      void checked('dineInSessionUpdatedPayloadSchema', payload).then((event) => {
        if (event?.session_id !== id || this.following !== id) return;
        void this.session.reload();
        void root.branches.load();
      });
    });
    return () => {
      this.following = null;
      intoDraft();
      stopEvents();
      this.session.cancel();
    };
  }
}

export const dineInSessionOf = perRoot((root) => new DineInSessionStore(root));
