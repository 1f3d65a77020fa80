import { makeAutoObservable, runInAction } from 'mobx';
import { ApiCallError } from '@storefront/shared';

export type ResourceState = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

/** How a resource asks for its answer: by its key, cancellable through `signal` (give it to the api client). */
export type ResourceFetch<T, K> = (key: K, signal: AbortSignal) => Promise<T>;

/**
 * One answer a screen shows, owned by a feature's store slice (docs/design.md, "A screen's data"):
 * `load` by a key, `reload` in place (a live event, a retry), `set` from a live answer, `cancel` when the
 * screen leaves, and the last failure. A newer load cancels the call on its way, and an answer of a key
 * no longer wanted never lands. A reload that fails keeps what is shown; a 404 is `notFound`.
 */
export class Resource<T, K = void> {
  value: T | null = null;
  state: ResourceState = 'idle';
  error: unknown = null;
  private key: { value: K; text: string } | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly fetch: ResourceFetch<T, K>,
    /** Which failures say the thing is not there (not a failure to retry): a 404 unless said. */
    private readonly isNotFound: (error: unknown) => boolean = (error) => error instanceof ApiCallError && error.status === 404,
  ) {
    makeAutoObservable<Resource<T, K>, 'fetch' | 'isNotFound' | 'key' | 'controller'>(this, {
      fetch: false,
      isNotFound: false,
      key: false,
      controller: false,
    });
  }

  /** Loads the answer of `key`, unless it is here or on its way; another key first drops the answer shown. */
  load(key: K): Promise<void> {
    const text = JSON.stringify(key ?? null);
    if (this.key?.text === text && (this.state === 'loading' || this.state === 'ready')) return Promise.resolve();
    if (this.key?.text !== text) this.value = null;
    this.key = { value: key, text };
    return this.ask(key);
  }

  /**
   * A visit of the screen that shows `key`: asks for its answer again, as a screen holding its own
   * answer did. Another key (or nothing yet) loads; the same key's answer, shown, is reloaded in place.
   */
  visit(key: K): Promise<void> {
    const loading = this.load(key);
    return this.state === 'ready' ? this.reload() : loading;
  }

  /** Asks again for the current key, showing the current answer until the new one comes. */
  reload(): Promise<void> {
    return this.key ? this.ask(this.key.value) : Promise.resolve();
  }

  /** An answer known without asking: a change the screen made, a live event's. */
  set(value: T): void {
    this.controller?.abort();
    this.controller = null;
    this.value = value;
    this.state = 'ready';
    this.error = null;
  }

  /** Stops the call on its way (its screen left); the next `load` asks again. */
  cancel(): void {
    this.controller?.abort();
    this.controller = null;
    if (this.state === 'loading') this.state = this.value === null ? 'idle' : 'ready';
  }

  private async ask(key: K): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    if (this.value === null) this.state = 'loading';
    try {
      const value = await this.fetch(key, controller.signal);
      runInAction(() => {
        if (this.controller !== controller) return;
        this.controller = null;
        this.value = value;
        this.state = 'ready';
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        if (this.controller !== controller) return;
        this.controller = null;
        this.error = error;
        if (this.isNotFound(error)) {
          this.value = null;
          this.state = 'notFound';
        } else if (this.value === null) this.state = 'failed';
      });
    }
  }
}
