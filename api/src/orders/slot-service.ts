import { branchStatus, firstTimeZone, type CountryCode, type Slots } from '@storefront/shared/contracts';
import type { BranchRow } from '../branches/branch-repository';
import type { Queryable } from '../db/db';
import { slotCounts } from './order-repository';
import type { OrderSettings } from './order-settings';
import { preparationMinutes } from './order-estimate';
import { candidateSlots, nextDays } from './slot-times';
import { unpaidCutoff } from './unpaid-expiry';

const MINUTE = 60_000;

/** Whether an ASAP order can be placed at the branch now. */
export const asapAvailable = (branch: BranchRow, settings: OrderSettings, now: Date, country: CountryCode): boolean => {
  const status = branchStatus(branch, branch.working_hours, now, firstTimeZone(country));
  return settings.timeOptions.includes('asap') && branch.asap_allowed && (status === 'open' || status === 'busy');
};

export const scheduleAvailable = (branch: BranchRow, settings: OrderSettings): boolean =>
  settings.timeOptions.includes('schedule') && branch.schedule_allowed;

/** The slots the branch offers on `day` (or the first day that has one), full ones left out. */
export const computeSlots = async (
  db: Queryable,
  tenantId: number,
  country: CountryCode,
  branch: BranchRow,
  settings: OrderSettings,
  now: Date,
  day: string | undefined,
): Promise<Slots> => {
  const timeZone = firstTimeZone(country);
  const days = scheduleAvailable(branch, settings) ? nextDays(now, timeZone, settings.scheduleDays) : [];
  const earliest = new Date(now.getTime() + preparationMinutes(branch) * MINUTE);
  const slotsOf = async (candidate: string) => {
    const slots = candidateSlots(candidate, branch.working_hours, timeZone, settings.slotMinutes, earliest);
    if (slots.length === 0) return [];
    const first = slots[0]?.startsAt ?? now;
    const last = slots[slots.length - 1]?.startsAt ?? now;
    const cutoff = unpaidCutoff(now, settings.unpaidExpiryMinutes);
    const counts = await slotCounts(db, tenantId, branch.id, first, new Date(last.getTime() + 1), cutoff);
    return slots
      .map((slot) => ({
        period: slot.period,
        ends: slot.ends,
        starts_at: slot.startsAt.toISOString(),
        remaining: settings.slotCapacity - (counts.get(slot.startsAt.getTime()) ?? 0),
      }))
      .filter((slot) => slot.remaining > 0);
  };
  let chosen: string | null = null;
  let slots: Slots['slots'] = [];
  for (const candidate of day === undefined ? days : days.filter((known) => known === day)) {
    slots = await slotsOf(candidate);
    chosen = candidate;
    if (slots.length > 0 || day !== undefined) break;
  }
  if (day === undefined && slots.length === 0) chosen = null;
  return {
    branch_id: branch.id,
    asap_available: asapAvailable(branch, settings, now, country),
    schedule_available: days.length > 0,
    days,
    day: chosen,
    slots,
    slot_minutes: settings.slotMinutes,
  };
};
