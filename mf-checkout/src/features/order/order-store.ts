import { perRoot, type RootStore } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { fetchOrder, sayArrived } from './order-calls';
import { followOrderUpdates } from './order-updates';

/** One order's details (`/o/{id}`), kept current while its page is open. */
export class OrderStore {
  readonly order: Resource<Order, string>;

  constructor(private readonly root: RootStore) {
    this.order = new Resource((id, signal) => fetchOrder(root.api, id, signal));
  }

  /** Loads the order and reads it again on every change the restaurant makes to it; answers the stop (the page left). */
  follow(id: string): () => void {
    void this.order.visit(id);
    const stop = followOrderUpdates(this.root.realtime, id, () => void this.order.reload());
    return () => {
      stop();
      this.order.cancel();
    };
  }

  /** Tells the branch the customer's car is outside; the order shows the arrival the api kept. Throws the refusal. */
  async arrived(id: number): Promise<void> {
    const order = await sayArrived(this.root.api, id);
    // Unless the page moved on to another order meanwhile.
    if (this.order.value?.id === order.id) this.order.set(order);
  }
}

export const orderOf = perRoot((root) => new OrderStore(root));
