import { perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { WAITING_LIST_UPDATED_EVENT, type WaitingBranch } from '@storefront/shared/contracts';
import { fetchWaitingBranches } from '../join';

/** The branches that run a waiting list, with the parties waiting now, followed live. */
export class WaitingBranchesStore {
  readonly branches: Resource<WaitingBranch[]>;

  constructor(private readonly root: RootStore) {
    this.branches = new Resource((_none, signal) => fetchWaitingBranches(root.api, signal));
  }

  /**
   * Loads the list (again when it is shown already: a server-painted page's counts may be seconds old)
   * and reads it again on every change of a line; answers the stop (the screen left).
   */
  follow(): () => void {
    void this.branches.visit();
    const stop = this.root.realtime.subscribe(WAITING_LIST_UPDATED_EVENT, () => void this.branches.reload());
    return () => {
      stop();
      this.branches.cancel();
    };
  }
}

export const waitingBranchesOf = perRoot((root) => new WaitingBranchesStore(root));
