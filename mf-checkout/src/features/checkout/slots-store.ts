import { perRoot, type OrderType, type RootStore } from '@storefront/shared';
import type { Slots } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { loadOnVisit } from '../../load-on-visit';
import { fetchSlots } from './checkout-calls';

/** The times an order can be scheduled for at the draft's branch, for the day the form chose. */
export class SlotsStore {
  /**
   * The slots of a branch and order type. The day is not part of the key: another day keeps the days and times
   * shown (the form's lists stay in place) until its own come.
   */
  readonly slots: Resource<Slots, { branchId: number; type: OrderType }>;
  private day: string | null = null;

  constructor(root: RootStore) {
    this.slots = new Resource(({ branchId, type }, signal) => fetchSlots(root.api, branchId, type, this.day, signal));
  }

  /** Loads the slots of `day` (null: the api's first day with slots); answers the stop (the section left, or another day). */
  follow(branchId: number, type: OrderType, day: string | null): () => void {
    this.day = day;
    void loadOnVisit(this.slots, { branchId, type });
    return () => this.slots.cancel();
  }
}

export const slotsOf = perRoot((root) => new SlotsStore(root));
