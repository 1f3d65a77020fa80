import type { ApiClient } from '../http/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { FRAME_PATHS, type Branch, type OrderTypeName } from '../contracts';
import { distanceKm, type Coordinates } from '../format/distance';
import { readAnswer } from '../http/read-answer';
import { FRESH_POSITION } from './fresh-position';

export type Located = { state: 'unknown' } | { state: 'locating' } | { state: 'denied' } | { state: 'located'; at: Coordinates };

/** The tenant's active branches (for `/branches` and the order-type screens), with the distance from the customer once they share it. */
export class BranchesStore {
  branches: Branch[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  location: Located = { state: 'unknown' };

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<BranchesStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    try {
      const answer = await readAnswer('branchesResponseSchema', await this.api.get(FRAME_PATHS.branches));
      runInAction(() => {
        this.branches = answer.data;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        if (this.branches.length === 0) this.state = 'failed';
      });
    }
  }

  /**
   * Asks the browser where the customer is, every time: a position it kept (from before the
   * customer moved) is never taken, nor is an earlier refusal.
   */
  locate(geolocation: Geolocation | undefined = navigator.geolocation): void {
    if (!geolocation) {
      this.location = { state: 'denied' };
      return;
    }
    this.location = { state: 'locating' };
    geolocation.getCurrentPosition(
      ({ coords }) =>
        runInAction(() => (this.location = { state: 'located', at: { latitude: coords.latitude, longitude: coords.longitude } })),
      () => runInAction(() => (this.location = { state: 'denied' })),
      FRESH_POSITION,
    );
  }

  byId(id: number | null): Branch | undefined {
    return this.branches.find((branch) => branch.id === id);
  }

  /** Branches taking this order type. */
  ofType(type: OrderTypeName): Branch[] {
    return this.branches.filter((branch) => branch.order_types.includes(type));
  }

  /** Branches with their distance, nearest first once the customer's location is known. */
  get listed(): Array<{ branch: Branch; km: number | null }> {
    const here = this.location.state === 'located' ? this.location.at : null;
    const rows = this.branches.map((branch) => ({ branch, km: here ? distanceKm(here, branch) : null }));
    return here ? rows.sort((a, b) => (a.km ?? 0) - (b.km ?? 0)) : rows;
  }
}
