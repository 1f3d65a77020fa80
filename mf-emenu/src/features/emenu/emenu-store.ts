import { makeAutoObservable, runInAction } from 'mobx';
import { ApiCallError, readAnswer, searchMenu, type ApiClient, perRoot, type EMenu } from '@storefront/shared';

export type EMenuState = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

/** Where an e-menu comes from: its api path and query. */
export interface EMenuSource {
  path: string;
  params?: Record<string, string>;
}

/** The e-menu on screen and the search within it. */
export class EMenuStore {
  emenu: EMenu | null = null;
  state: EMenuState = 'idle';
  query = '';
  private source: EMenuSource | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<EMenuStore, 'api' | 'source'>(this, { api: false, source: false });
  }

  /** Loads the e-menu unless it is the one shown; `force` loads it again in place (a live menu change). */
  async load(source: EMenuSource, force = false): Promise<void> {
    const key = JSON.stringify(source);
    if (!force && this.source && JSON.stringify(this.source) === key && this.state !== 'failed') return;
    this.source = source;
    if (!force || this.state !== 'ready') this.state = 'loading';
    try {
      const answer = await this.api.get(source.path, source.params ? { params: source.params } : {});
      const emenu = (await readAnswer('emenuResponseSchema', answer)).data;
      runInAction(() => {
        if (JSON.stringify(this.source) !== key) return;
        this.emenu = emenu;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (JSON.stringify(this.source) !== key) return;
        const gone = error instanceof ApiCallError && (error.status === 404 || error.status === 422);
        if (gone) {
          this.emenu = null;
          this.state = 'notFound';
        } else if (this.state !== 'ready') this.state = 'failed';
      });
    }
  }

  reload(): Promise<void> {
    return this.source ? this.load(this.source, true) : Promise.resolve();
  }

  /** A route that cannot name an e-menu (a malformed id): not found without asking the api. */
  notFound(): void {
    this.source = null;
    this.emenu = null;
    this.state = 'notFound';
  }

  setQuery(query: string): void {
    this.query = query;
  }

  get groups() {
    return searchMenu(this.emenu?.groups ?? [], this.query);
  }
}

/** The page's e-menu store (the server's render and the hydrated page each have theirs). */
export const emenuStoreOf = perRoot((root) => new EMenuStore(root.api));
