import { perRoot, type RootStore } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { loadOnVisit } from '../../load-on-visit';
import { fetchOrder } from './order-calls';
import { followOrderUpdates } from './order-updates';

/** One order's details (`/o/{id}`), kept current while its page is open. */
export class OrderStore {
  readonly order: Resource<Order, string>;

  constructor(private readonly root: RootStore) {
    this.order = new Resource((id, signal) => fetchOrder(root.api, id, signal));
  }

  /** Loads the order and reads it again on every change the restaurant makes to it; answers the stop (the page left). */
  follow(id: string): () => void {
    void loadOnVisit(this.order, id);
    const stop = followOrderUpdates(this.root.realtime, id, () => void this.order.reload());
    return () => {
      stop();
      this.order.cancel();
    };
  }
}

export const orderOf = perRoot((root) => new OrderStore(root));
