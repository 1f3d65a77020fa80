import { perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import type { Branch } from '@storefront/shared/contracts';
import { fetchReservationBranches } from '../reservation-calls';

/** The branches that take reservations. */
export class ReservationBranchesStore {
  readonly branches: Resource<Branch[]>;

  constructor(root: RootStore) {
    this.branches = new Resource((_none, signal) => fetchReservationBranches(root.api, signal));
  }

  /** Loads the list; answers the stop (the screen left). */
  follow(): () => void {
    void this.branches.load();
    return () => this.branches.cancel();
  }
}

export const reservationBranchesOf = perRoot((root) => new ReservationBranchesStore(root));
