import { makeAutoObservable, runInAction } from 'mobx';
import {
  ApiCallError,
  MENU_UPDATED_EVENT,
  type Menu,
  type MenuItem,
  type OrderTypeName,
  perRoot,
  type RootStore,
  searchMenu,
} from '@storefront/shared';
import { fetchMenu } from './menu-calls';

export type MenuState = 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';

/**
 * The menu on screen: the branch's menu for the order type, followed live, the group the slider has
 * selected (kept while the customer moves between screens) and the search query. Its loading is
 * written here rather than with `Resource` (@storefront/shared/data): the menu comes with every first
 * visit, which has no room for it (docs/performance.md).
 */
export class MenuStore {
  menu: Menu | null = null;
  state: MenuState = 'idle';
  /** `branchId:type` of what is loaded or loading. */
  target: string | null = null;
  selectedGroupId: number | null = null;
  query = '';
  /** The last call: a newer one cancels it, and the answer of a call that is not the last never lands. */
  private call: AbortController | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MenuStore, 'root' | 'pinnedUntil' | 'call'>(this, { root: false, pinnedUntil: false, call: false });
  }

  /** Loads the menu unless it is already the one shown; `force` reloads it (a live change). */
  async load(branchId: number, type: OrderTypeName, force = false): Promise<void> {
    const target = `${branchId}:${type}`;
    if (!force && this.target === target && (this.state === 'ready' || this.state === 'loading')) return;
    this.call?.abort();
    const call = (this.call = new AbortController());
    this.target = target;
    if (!force || this.state !== 'ready') this.state = 'loading';
    try {
      const menu = await fetchMenu(this.root.api, branchId, type, call.signal);
      runInAction(() => {
        if (this.call !== call) return;
        this.menu = menu;
        this.state = 'ready';
        if (!menu.groups.some((group) => group.id === this.selectedGroupId)) this.selectedGroupId = menu.groups[0]?.id ?? null;
      });
    } catch (error) {
      runInAction(() => {
        if (this.call !== call) return;
        // 404 (branch gone) and 422 (type not served): 'Menu is not available now.'
        const unavailable = error instanceof ApiCallError && (error.status === 404 || error.status === 422);
        if (unavailable || this.state !== 'ready') {
          this.state = unavailable ? 'unavailable' : 'failed';
          if (unavailable) this.menu = null;
        }
      });
    }
  }

  reload(): Promise<void> {
    const [branch, type] = (this.target ?? '').split(':');
    return branch && type ? this.load(Number(branch), type as OrderTypeName, true) : Promise.resolve();
  }

  /**
   * Loads the menu and follows it: a menu change reads it again and checks the cart again. Answers the
   * stop; a menu on its way still lands (the store outlives the screen, and the menu is the same).
   */
  follow(branchId: number, type: OrderTypeName): () => void {
    void this.load(branchId, type);
    const stop = this.root.realtime.subscribe(MENU_UPDATED_EVENT, () => {
      void this.reload();
      void this.root.cart.reopen();
    });
    return stop;
  }

  /** Until when the scroll may not change the selection (the slider just scrolled to a chosen group). */
  private pinnedUntil = 0;

  /** The customer chose a group: it stays selected while the page scrolls to it. */
  selectGroup(id: number, pinMs = 0): void {
    this.selectedGroupId = id;
    this.pinnedUntil = Date.now() + pinMs;
  }

  /** The group at the top of the screen while the customer scrolls. */
  followScroll(id: number): void {
    if (Date.now() >= this.pinnedUntil) this.selectedGroupId = id;
  }

  setQuery(query: string): void {
    this.query = query;
  }

  get groups() {
    return searchMenu(this.menu?.groups ?? [], this.query);
  }

  item(id: number): MenuItem | undefined {
    for (const group of this.menu?.groups ?? []) {
      const found = group.items.find((item) => item.id === id);
      if (found) return found;
    }
    return undefined;
  }
}

/** The page's one menu store (it lives as long as the root store, so the selected group survives navigation). */
export const menuStoreOf = perRoot((root) => new MenuStore(root));
