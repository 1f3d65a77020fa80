import { branchStatus, firstTimeZone, type CountryCode, type Slots } from '@storefront/shared/contracts';
import type { BranchRow } from '../branches/branch-repository';
import type { Queryable } from '../db/db';
import type { OrderSettings } from './order-settings';
import { preparationMinutes } from './order-estimate';
import { candidateSlots, nextDays } from './slot-times';
import { unpaidCutoff } from './unpaid-expiry';

const MINUTE = 60_000;

/**
 * Orders of the branch per scheduled start (ms) that still hold their slot: not canceled, and not
 * unpaid past `unpaidCutoff` (see unpaid-expiry.ts; the sweep cancels those).
 */
export const slotCounts = async (
  db: Queryable,
  tenantId: number,
  branchId: number,
  from: Date,
  to: Date,
  unpaidCutoff: Date,
): Promise<Map<number, number>> => {
  const rows = await db.query<{ at: Date; count: number }>(
    `SELECT scheduled_at AS at, count(*)::int AS count FROM orders
      WHERE tenant_id = $1 AND branch_id = $2 AND scheduled_at >= $3 AND scheduled_at < $4
        AND status NOT IN ('canceled', 'b2b_canceled', 'missed')
        AND NOT (status = 'callcenter_pending' AND created_at <= $5)
      GROUP BY scheduled_at`,
    [tenantId, branchId, from, to, unpaidCutoff],
  );
  return new Map(rows.map((row) => [new Date(row.at).getTime(), row.count]));
};

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
