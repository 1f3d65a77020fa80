import type { ApiClient } from '../http/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { FRAME_PATHS, type Branch, type OrderTypeName } from '../contracts';
import { nextHoursBoundary } from '../contracts/branch-hours';
import { distanceKm, type Coordinates } from '../format/distance';
import { readAnswer } from '../http/read-answer';
import { FRESH_POSITION } from './fresh-position';

export type Located = { state: 'unknown' } | { state: 'locating' } | { state: 'denied' } | { state: 'located'; at: Coordinates };

/** After an opening or closing time, the api is asked this much later (its clock may be a little behind this one). */
const AFTER_BOUNDARY_MS = 2_000;
/** ...and once more this much later, in case its clock was further behind. */
const CONFIRM_AFTER_MS = 60_000;

/**
 * The tenant's active branches (for `/branches` and the order-type screens), with the distance from
 * the customer once they share it. In the browser their state follows the clock: at each opening or
 * closing time of their hours they are read again, so a page left open moves from "Preorder" to
 * "Open" (and back) by itself.
 */
export class BranchesStore {
  branches: Branch[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  location: Located = { state: 'unknown' };
  /** The moment the shown states hold for (the last answer or boundary passed): what "opens at" is told from. */
  now = new Date();
  private boundaryTimer: ReturnType<typeof setTimeout> | null = null;
  private confirmTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly api: ApiClient,
    /** The zone the api tells the branches' states in (the tenant's country's first). */
    private readonly timeZone: () => string = () => 'UTC',
    /** Whether states follow the clock (the browser; never a server render). */
    private readonly live: boolean = typeof window !== 'undefined',
  ) {
    makeAutoObservable<BranchesStore, 'api' | 'timeZone' | 'live' | 'boundaryTimer' | 'confirmTimer'>(this, {
      api: false,
      timeZone: false,
      live: false,
      boundaryTimer: false,
      confirmTimer: false,
    });
  }

  async load(): Promise<void> {
    try {
      const answer = await readAnswer('branchesResponseSchema', await this.api.get(FRAME_PATHS.branches));
      runInAction(() => {
        this.branches = answer.data;
        this.state = 'ready';
        this.now = new Date();
      });
      this.followTheClock();
    } catch {
      runInAction(() => {
        if (this.branches.length === 0) this.state = 'failed';
      });
    }
  }

  /** Reads the branches again just after the next opening or closing time of any of them (and once more a minute later). */
  private followTheClock(): void {
    if (!this.live) return;
    if (this.boundaryTimer !== null) clearTimeout(this.boundaryTimer);
    const now = new Date();
    const boundaries = this.branches
      .map((branch) => nextHoursBoundary(branch.working_hours, now, this.timeZone()))
      .filter((moment): moment is Date => moment !== null);
    if (boundaries.length === 0) return;
    const next = Math.min(...boundaries.map((moment) => moment.getTime()));
    this.boundaryTimer = setTimeout(
      () => {
        this.boundaryTimer = null;
        runInAction(() => (this.now = new Date()));
        void this.load();
        if (this.confirmTimer !== null) clearTimeout(this.confirmTimer);
        this.confirmTimer = setTimeout(() => {
          this.confirmTimer = null;
          void this.load();
        }, CONFIRM_AFTER_MS);
      },
      next - now.getTime() + AFTER_BOUNDARY_MS,
    );
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
