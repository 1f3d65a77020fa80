import { perRoot, type RootStore } from '@storefront/shared';
import type { Order, Tracking } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { reaction } from 'mobx';
import { loadOnVisit } from '../../load-on-visit';
import { fetchOrder, followOrderUpdates } from '../order';
import { fetchTracking, rateOrder } from './tracking-calls';

/** A delivered order can be rated, a canceled one tells its reason and refund: for those the order itself is read too. */
const needsOrder = (status: Tracking['status']): boolean => status === 'delivered' || status === 'canceled';

/** An order's tracking (`/order/{id}/tracking`): its steps, live; the order once delivered or canceled; its rating. */
export class TrackingStore {
  readonly tracking: Resource<Tracking, string>;
  readonly order: Resource<Order, string>;

  constructor(private readonly root: RootStore) {
    this.tracking = new Resource((id, signal) => fetchTracking(root.api, id, signal));
    this.order = new Resource((id, signal) => fetchOrder(root.api, id, signal));
  }

  /** The order shown beside the tracking: the tracked one's, once delivered or canceled. */
  get shownOrder(): Order | null {
    const tracking = this.tracking.value;
    const order = this.order.value;
    return tracking && order && order.id === tracking.id && needsOrder(tracking.status) ? order : null;
  }

  /**
   * Loads the tracking and reads it again on every change the restaurant makes to the order; every answer
   * of a delivered or canceled order reads the order too. Answers the stop (the page left).
   */
  follow(id: string): () => void {
    const readOrder = reaction(
      () => this.tracking.value,
      (tracking) => tracking && needsOrder(tracking.status) && void loadOnVisit(this.order, id),
    );
    void loadOnVisit(this.tracking, id);
    const stop = followOrderUpdates(this.root.realtime, id, () => void this.tracking.reload());
    return () => {
      stop();
      readOrder();
      this.tracking.cancel();
      this.order.cancel();
    };
  }

  /** Rates the delivered order shown; the order shows the rating the api kept. Throws the refusal ("Can't add rate."). */
  async rate(rating: { stars: number; comment: string }): Promise<void> {
    const rated = this.shownOrder;
    if (!rated) throw new Error('No order to rate.');
    const kept = await rateOrder(this.root.api, rated.id, rating);
    // The order as it is now (a live reload may have come meanwhile), with its rating.
    this.order.set({ ...(this.order.value ?? rated), rating: kept });
  }
}

export const trackingOf = perRoot((root) => new TrackingStore(root));
