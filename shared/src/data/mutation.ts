import { makeAutoObservable, runInAction } from 'mobx';

/** How a change went: its answer, or why it was refused (kept in `Mutation.error` too). */
export type MutationOutcome<T> = { done: true; value: T } | { done: false; error: unknown };

/**
 * A change a screen makes through the api, owned by the feature's store slice beside the resources it
 * changes (docs/design.md, "A screen's data"): one at a time, `busy` while it runs (its buttons wait),
 * and the last refusal in `error` until the next change starts (shown with role alert, or by the
 * fields it names once the screen has taken it: `clear`).
 */
export class Mutation {
  busy = false;
  error: unknown = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Runs `change` unless one is running (then it is refused as busy, and nothing is sent). */
  async run<T>(change: () => Promise<T>): Promise<MutationOutcome<T>> {
    if (this.busy) return { done: false, error: new Error('Another change is on its way.') };
    this.busy = true;
    this.error = null;
    try {
      return { done: true, value: await change() };
    } catch (error) {
      runInAction(() => (this.error = error));
      return { done: false, error };
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Forgets the last refusal: the screen shows it elsewhere (its fields), or the customer moved on. */
  clear(): void {
    this.error = null;
  }
}
