import type { ApiClient } from '../http/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CART_PATHS,
  type Cart,
  type CartLine,
  type CartLineInput,
  type CartUpdateBody,
  type LineProblem,
  type LocalizedText,
  type SavedCart,
} from '../contracts';
import { ApiCallError, toApiCallError } from '../http/api-client';
import { checked, readAnswer } from '../http/read-answer';
import { failureKey } from '../i18n/api-error-keys';
import { storageKey } from '../site/storage-key';
import type { OrderDraftStore } from './order-draft-store';

/** Where the last priced cart survives reloads, tabs and browser restarts: one key per tenant. */
export const cartStorageKey = (tenant: string): string => storageKey(tenant, 'cart');

/** What the customer is told after the cart was checked again: lines dropped and prices changed. */
export interface CartNotice {
  removed: Array<{ item_id: number; names: LocalizedText | null }>;
  repriced: Array<{ item_id: number; names: LocalizedText | null; old_price: number; new_price: number }>;
}

export type CartSaveResult =
  | { ok: true }
  /** `problems` lists the rule each line broke (by line index) when the server refused the lines. */
  | { ok: false; message: string; problems: Record<string, LineProblem[]> };

export type { SavedCart };

/** The line as it is sent again: the server prices it anew every time. */
const toInput = ({ item_id, quantity, option_ids, notes }: CartLine | CartLineInput): CartLineInput => ({
  item_id,
  quantity,
  option_ids: [...option_ids].sort((a, b) => a - b),
  notes,
});

const sameChoice = (a: CartLineInput, b: CartLineInput): boolean =>
  a.item_id === b.item_id && a.notes === b.notes && a.option_ids.join() === b.option_ids.join();

/**
 * The customer's cart. The server prices every line (the storefront never sends a price); the last
 * answer is kept per tenant so a reload shows the cart at once, and `reopen` checks it against the
 * current menu. Where it is ordered from (branch, order type, delivery location) comes from the
 * order draft, whose `cart_id` names the server's cart.
 */
export class CartStore {
  cart: Cart | null = null;
  saving = false;
  notice: CartNotice | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly orderDraft: OrderDraftStore,
  ) {
    makeAutoObservable<CartStore, 'api' | 'orderDraft' | 'queue'>(this, { api: false, orderDraft: false, queue: false });
  }

  get lines(): CartLine[] {
    return this.cart?.lines ?? [];
  }

  /** Units in the cart (the header's count). */
  get count(): number {
    return this.lines.reduce((sum, line) => sum + line.quantity, 0);
  }

  /** The body of a PUT for these lines, or null while no branch and order type are chosen. */
  private body(lines: CartLineInput[]): CartUpdateBody | null {
    const { type, branch_id, delivery_location } = this.orderDraft.draft;
    if (!type || branch_id === null) return null;
    const location =
      type === 'delivery' && delivery_location ? { latitude: delivery_location.latitude, longitude: delivery_location.longitude } : {};
    return { branch_id, order_type: type, ...location, lines };
  }

  private async newCartId(): Promise<string> {
    const created = (await readAnswer('cartResponseSchema', await this.api.post(CART_PATHS.carts))).data;
    this.orderDraft.update({ cart_id: created.cart_id });
    return created.cart_id;
  }

  private async put(body: CartUpdateBody): Promise<Cart> {
    const cartId = this.orderDraft.draft.cart_id ?? (await this.newCartId());
    try {
      return (await readAnswer('cartResponseSchema', await this.api.put(CART_PATHS.cart(cartId), body))).data;
    } catch (error) {
      // The server forgot the cart (or it belonged to another tenant): start a new one with the same lines.
      if (error instanceof ApiCallError && error.code === 'cart_not_found') {
        const fresh = await this.newCartId();
        return (await readAnswer('cartResponseSchema', await this.api.put(CART_PATHS.cart(fresh), body))).data;
      }
      throw error;
    }
  }

  /** Changes run one after another, each on the cart the previous one left (quick taps never lose one). */
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * Sends the lines `change` makes of the current ones; the cart changes only when the server accepted
   * them. When an order was placed from the cart meanwhile (another tab), the change goes to a fresh cart.
   */
  private save(change: (current: CartLineInput[]) => CartLineInput[]): Promise<CartSaveResult> {
    const run = async (): Promise<CartSaveResult> => {
      const body = this.body(change(this.lines.map(toInput)));
      if (!body) return { ok: false, message: 'cart.chooseOrderType', problems: {} };
      runInAction(() => (this.saving = true));
      try {
        let cart: Cart | null;
        try {
          cart = await this.put(body);
        } catch (error) {
          if (!(await isCartOrdered(error))) throw error;
          runInAction(() => this.clear());
          const fresh = change([]);
          cart = fresh.length > 0 ? await this.put({ ...body, lines: fresh }) : null;
        }
        runInAction(() => (this.cart = cart));
        return { ok: true };
      } catch (error) {
        return { ok: false, message: failureKey(error) ?? toApiCallError(error).message, problems: await problemsOf(error) };
      } finally {
        runInAction(() => (this.saving = false));
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result;
    return result;
  }

  /** Adds a line, or raises the quantity of the same item with the same options and notes. */
  add(line: CartLineInput): Promise<CartSaveResult> {
    const added = toInput(line);
    return this.save((inputs) => {
      const same = inputs.findIndex((input) => sameChoice(input, added));
      if (same < 0) return [...inputs, added];
      return inputs.map((input, i) => (i === same ? { ...input, quantity: input.quantity + added.quantity } : input));
    });
  }

  /** Replaces line `index` (options or notes changed). */
  replace(index: number, line: CartLineInput): Promise<CartSaveResult> {
    return this.save((inputs) => inputs.map((current, i) => (i === index ? toInput(line) : current)));
  }

  /** Changes the quantity of line `index` by `delta` (never below 1: remove the line instead). */
  changeQuantity(index: number, delta: number): Promise<CartSaveResult> {
    return this.save((inputs) =>
      inputs.map((current, i) => (i === index ? { ...current, quantity: Math.max(1, current.quantity + delta) } : current)),
    );
  }

  remove(index: number): Promise<CartSaveResult> {
    return this.save((inputs) => inputs.filter((_, i) => i !== index));
  }

  /**
   * Prices the cart again for the draft's current branch, order type and location (after the
   * customer changed them). Lines the new branch does not serve are dropped and listed in `notice`.
   */
  async retarget(): Promise<CartSaveResult> {
    const inputs = this.lines.map(toInput);
    const names = this.namesById();
    const result = await this.save((current) => current);
    if (result.ok || Object.keys(result.problems).length === 0) return result;
    const dropped = new Set(Object.keys(result.problems).map(Number));
    const removed = inputs.filter((_, index) => dropped.has(index));
    const retried = await this.save((current) => current.filter((_, index) => !dropped.has(index)));
    if (retried.ok)
      runInAction(() =>
        this.tell({ removed: removed.map((line) => ({ item_id: line.item_id, names: names.get(line.item_id) ?? null })), repriced: [] }),
      );
    return retried;
  }

  /** Reopens the server's cart, checked against the current menu; tells what was dropped or repriced. */
  async reopen(): Promise<void> {
    const cartId = this.orderDraft.draft.cart_id;
    if (!cartId || this.lines.length === 0) return;
    const names = this.namesById();
    try {
      const cart = (await readAnswer('cartResponseSchema', await this.api.get(CART_PATHS.cart(cartId)))).data;
      runInAction(() => {
        this.cart = cart;
        if (cart.removed.length + cart.repriced.length > 0)
          this.tell({
            removed: cart.removed.map((line) => ({ item_id: line.item_id, names: names.get(line.item_id) ?? null })),
            repriced: cart.repriced.map((line) => ({ ...line, names: names.get(line.item_id) ?? null })),
          });
      });
    } catch (error) {
      // An order was placed from the cart: its lines are that order now, the next dish starts a fresh cart.
      if (await isCartOrdered(error)) runInAction(() => this.clear());
      // A cart the server no longer knows is started again from the lines kept here.
      else if (error instanceof ApiCallError && error.status === 404) {
        runInAction(() => this.orderDraft.update({ cart_id: null }));
        await this.save((current) => current);
      }
    }
  }

  /** Adds to what the customer has not dismissed yet (a later change of the same item replaces the earlier one). */
  private tell(next: CartNotice): void {
    const earlier = this.notice ?? { removed: [], repriced: [] };
    const keep = <T extends { item_id: number }>(old: T[], fresh: T[]) => [
      ...old.filter((line) => !fresh.some((f) => f.item_id === line.item_id)),
      ...fresh,
    ];
    this.notice = { removed: keep(earlier.removed, next.removed), repriced: keep(earlier.repriced, next.repriced) };
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /**
   * Forgets the cart once it was ordered, with the offer it went with and the points and wallet it was paid
   * with: the next order starts without them, and the customer ticks them again where they apply.
   */
  clear(): void {
    this.cart = null;
    this.notice = null;
    this.orderDraft.update({ cart_id: null, offer: null, use_points: false, use_wallet: false });
  }

  private namesById(): Map<number, LocalizedText> {
    return new Map(this.lines.map((line) => [line.item_id, line.names]));
  }

  /** What is kept for reloads and other tabs (`persisted`): the last priced cart. */
  get saved(): SavedCart | null {
    return this.cart ? { cart: this.cart } : null;
  }

  /** Takes a kept cart back when it is the draft's cart; returns whether it did. */
  restore(saved: SavedCart): boolean {
    if (saved.cart.cart_id !== this.orderDraft.draft.cart_id) return false;
    this.cart = saved.cart;
    return true;
  }
}

/** The 409 of a cart an order was placed from. */
const isCartOrdered = async (error: unknown): Promise<boolean> =>
  error instanceof ApiCallError && error.code === 'cart_ordered' && (await checked('cartOrderedResponseSchema', error.body)) !== null;

const problemsOf = async (error: unknown): Promise<Record<string, LineProblem[]>> => {
  if (!(error instanceof ApiCallError) || error.code !== 'cart_lines_invalid') return {};
  return (await checked('cartProblemsResponseSchema', error.body))?.lines ?? {};
};
