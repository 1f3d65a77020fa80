import { makeAutoObservable } from 'mobx';
import { ApiCallError, MENU_UPDATED_EVENT, perRoot, searchMenu, type EMenu, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { fetchEMenu, type EMenuSource } from './emenu-calls';

/** The e-menu on screen, followed live, and the search within it. */
export class EMenuStore {
  readonly menu: Resource<EMenu, EMenuSource>;
  query = '';

  constructor(private readonly root: RootStore) {
    this.menu = new Resource(
      (source, signal) => fetchEMenu(root.api, source, signal),
      // A branch or table the api does not know, or an id it cannot read: not found.
      (error) => error instanceof ApiCallError && (error.status === 404 || error.status === 422),
    );
    makeAutoObservable<EMenuStore, 'root'>(this, { root: false, menu: false });
  }

  /** Loads the e-menu (the server's render waits for it). */
  load(source: EMenuSource): Promise<void> {
    return this.menu.load(source);
  }

  /** Loads it and reads it again in place on every live menu change; answers the stop. */
  follow(source: EMenuSource): () => void {
    void this.menu.load(source);
    const stop = this.root.realtime.subscribe(MENU_UPDATED_EVENT, () => void this.menu.reload());
    return () => {
      stop();
      this.menu.cancel();
    };
  }

  setQuery(query: string): void {
    this.query = query;
  }

  get groups() {
    return searchMenu(this.menu.value?.groups ?? [], this.query);
  }
}

/** The page's e-menu store (the server's render and the hydrated page each have theirs). */
export const emenuStoreOf = perRoot((root) => new EMenuStore(root));
