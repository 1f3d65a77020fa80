import { makeAutoObservable } from 'mobx';
import type { Locale } from '../contracts/common';
import type { OrderDraft } from '../contracts/order-draft';
import { storageKey } from '../site/storage-key';

export type { OrderDraft } from '../contracts/order-draft';
export type OrderType = NonNullable<OrderDraft['type']>;

/** The draft's branch named in `locale`: its names when the draft has them, else the name it was chosen with. */
export const draftBranchName = (draft: Pick<OrderDraft, 'branch_name' | 'branch_names'>, locale: Locale): string =>
  draft.branch_names?.[locale] ?? draft.branch_name ?? '';

/** A draft's table fields when no table is chosen (any order type but dine-in). */
export const NO_TABLE = {
  table_id: null,
  table_name: null,
  table_available: false,
  table_changed: false,
  table_changed_branch_id: null,
  session_id: null,
  area_name: null,
} as const satisfies Partial<OrderDraft>;

const EMPTY_DRAFT: OrderDraft = {
  cart_id: null,
  type: null,
  branch_id: null,
  branch_name: null,
  branch_asap_allowed: false,
  branch_schedule_allowed: false,
  ...NO_TABLE,
  vehicle: null,
  delivery_time: null,
  scheduled_day: null,
  scheduled_period: null,
  payment_method_id: null,
  use_points: false,
  use_wallet: false,
  delivery_location: null,
  offer: null,
  branch_names: null,
};

/** Where the draft survives reloads, tabs and browser restarts: one key per tenant. */
export const orderDraftStorageKey = (tenant: string): string => storageKey(tenant, 'order-draft');

/**
 * The customer's order draft. Every change is saved for the tenant; a draft saved by another tab
 * is taken over; whatever is read back is checked, and a damaged draft is dropped, never trusted.
 */
export class OrderDraftStore {
  draft: OrderDraft = { ...EMPTY_DRAFT };

  constructor() {
    makeAutoObservable(this);
  }

  update(changes: Partial<OrderDraft>): void {
    this.draft = { ...this.draft, ...changes };
  }

  clear(): void {
    this.draft = { ...EMPTY_DRAFT };
  }

  /** What is kept for reloads and other tabs (`persisted`): the whole draft. */
  get saved(): OrderDraft {
    return this.draft;
  }

  /** Takes a kept draft back (checked by `orderDraftSchema` on the way in). */
  restore(saved: OrderDraft): boolean {
    this.draft = saved;
    return true;
  }
}
