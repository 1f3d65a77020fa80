import { followDineInSession, perRoot, refreshDineInSession, type RootStore } from '@storefront/shared';
import type { DineInSession } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { loadOnVisit } from '../../load-on-visit';

/**
 * The draft's dine-in table session, read when the checkout opens and whenever the staff move or close it
 * (`dine_in.session_updated`); each reading takes it into the draft, its branch and the cart.
 */
export class TableSessionStore {
  readonly session: Resource<DineInSession, string>;

  constructor(private readonly root: RootStore) {
    this.session = new Resource((id) => refreshDineInSession(root, id));
  }

  /** Loads the session and follows it; answers the stop (the checkout left). */
  follow(sessionId: string): () => void {
    void loadOnVisit(this.session, sessionId);
    const stop = followDineInSession(this.root, sessionId, (session) => this.session.set(session));
    return () => {
      stop();
      this.session.cancel();
    };
  }
}

export const tableSessionOf = perRoot((root) => new TableSessionStore(root));
