import { storageKey } from '@storefront/shared';
import type { SlotChoice } from './SlotStep';

/** A period a guest chose at a branch before logging in: held for them when they are back. */
export interface PendingSlot {
  branch_id: number;
  date: string;
  guests_count: number;
  choice: SlotChoice;
  /** When it was chosen (ms): a choice older than `PENDING_SLOT_MS` is not taken up any more. */
  at: number;
}

/** How long a choice waits for its login (the login's code is valid for less). */
const PENDING_SLOT_MS = 30 * 60_000;

const keyOf = (tenant: string) => storageKey(tenant, 'reservation-pending-slot');

const isPendingSlot = (value: unknown): value is PendingSlot => {
  if (typeof value !== 'object' || value === null) return false;
  const slot = value as Partial<PendingSlot>;
  const choice = slot.choice as Partial<SlotChoice> | undefined;
  return (
    typeof slot.branch_id === 'number' &&
    typeof slot.date === 'string' &&
    typeof slot.guests_count === 'number' &&
    typeof slot.at === 'number' &&
    typeof choice?.area_id === 'number' &&
    typeof choice.time === 'string' &&
    typeof choice.cost === 'string' &&
    typeof choice.is_next_day === 'boolean'
  );
};

/** Kept in this tab only (sessionStorage): the login and the way back happen in it. */
export const keepPendingSlot = (tenant: string, slot: Omit<PendingSlot, 'at'>, now = Date.now()): void =>
  sessionStorage.setItem(keyOf(tenant), JSON.stringify({ ...slot, at: now }));

/** The guest's choice at this branch, if one is waiting and recent. */
export const readPendingSlot = (tenant: string, branchId: number, now = Date.now()): PendingSlot | null => {
  let kept: unknown = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(keyOf(tenant)) ?? 'null');
  } catch {
    kept = null;
  }
  return isPendingSlot(kept) && kept.branch_id === branchId && now - kept.at <= PENDING_SLOT_MS ? kept : null;
};

export const forgetPendingSlot = (tenant: string): void => sessionStorage.removeItem(keyOf(tenant));
