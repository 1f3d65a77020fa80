import {
  estimateWaitMinutes,
  type WaitingArea,
  type WaitingBranch,
  type WaitingSettings,
  type WorkingHours,
} from '@storefront/shared/contracts';
import { WORKING_HOURS_COLUMN } from '../branches/branch-repository';
import type { Queryable } from '../db/db';
import { lineHours, type LineClock } from './line-hours';

/** A branch's waiting-list rules with its names, as stored. */
export interface WaitingBranchRow extends WaitingSettings {
  branch_id: number;
  name_ar: string;
  name_en: string;
  working_hours: WorkingHours[];
}

const SETTINGS_COLUMNS = `w.open, w.closed_reason, w.party_size_min, w.party_size_max, w.turn_minutes, w.delay_step,
  w.max_delays, w.no_show_minutes`;

/** The waiting list of the tenant's active branch, or null when that branch runs none. */
export const findWaitingBranch = async (db: Queryable, tenantId: number, branchId: number): Promise<WaitingBranchRow | null> => {
  const rows = await db.query<WaitingBranchRow>(
    `SELECT w.branch_id, b.name_ar, b.name_en, ${SETTINGS_COLUMNS}, ${WORKING_HOURS_COLUMN}
       FROM waiting_list_branches w JOIN branches b ON b.tenant_id = w.tenant_id AND b.id = w.branch_id
      WHERE w.tenant_id = $1 AND w.branch_id = $2 AND b.active`,
    [tenantId, branchId],
  );
  return rows[0] ?? null;
};

export const settingsOf = (row: WaitingBranchRow): WaitingSettings => ({
  open: row.open,
  closed_reason: row.closed_reason,
  party_size_min: row.party_size_min,
  party_size_max: row.party_size_max,
  turn_minutes: row.turn_minutes,
  delay_step: row.delay_step,
  max_delays: row.max_delays,
  no_show_minutes: row.no_show_minutes,
});

/**
 * The areas (queues) of the tenant's lists, of one branch or of all, each with the parties waiting in it
 * (`status = 'waiting'`: the called ones are at the door, no longer in line). The one count of a line:
 * the branch list, the register screen and `waiting/check` all read it this way.
 */
const findAreasWithCounts = async (db: Queryable, tenantId: number, branchId: number | null) =>
  (
    await db.query<{ id: number; branch_id: number; name_ar: string; name_en: string; waiting_count: number; turn_minutes: number }>(
      `SELECT a.id, a.branch_id, a.name_ar, a.name_en, w.turn_minutes,
              (SELECT count(*)::int FROM waiting_entries e
                WHERE e.tenant_id = a.tenant_id AND e.area_id = a.id AND e.status = 'waiting') AS waiting_count
         FROM waiting_list_areas a JOIN waiting_list_branches w ON w.tenant_id = a.tenant_id AND w.branch_id = a.branch_id
        WHERE a.tenant_id = $1 AND ($2::int IS NULL OR a.branch_id = $2) ORDER BY a.sort, a.id`,
      [tenantId, branchId],
    )
  ).map((row) => ({
    branch_id: row.branch_id,
    area: {
      id: row.id,
      names: { ar: row.name_ar, en: row.name_en },
      waiting_count: row.waiting_count,
      estimated_minutes: estimateWaitMinutes(row.waiting_count, row.turn_minutes),
    } satisfies WaitingArea,
  }));

/**
 * Every active branch of the tenant that runs a waiting list, with its hours at `clock` and the parties
 * waiting in each of its areas now (`waiting_count` their sum).
 */
export const findWaitingBranches = async (db: Queryable, tenantId: number, clock: LineClock): Promise<WaitingBranch[]> => {
  const rows = await db.query<{
    id: number;
    name_ar: string;
    name_en: string;
    address_ar: string;
    address_en: string;
    open: boolean;
    closed_reason: string | null;
    working_hours: WorkingHours[];
  }>(
    `SELECT b.id, b.name_ar, b.name_en, b.address_ar, b.address_en, w.open, w.closed_reason, ${WORKING_HOURS_COLUMN}
       FROM waiting_list_branches w JOIN branches b ON b.tenant_id = w.tenant_id AND b.id = w.branch_id
      WHERE w.tenant_id = $1 AND b.active
      ORDER BY b.sort, b.id`,
    [tenantId],
  );
  const areas = await findAreasWithCounts(db, tenantId, null);
  return rows.map((row) => {
    const own = areas.filter((area) => area.branch_id === row.id).map(({ area }) => area);
    return {
      id: row.id,
      names: { ar: row.name_ar, en: row.name_en },
      address: { ar: row.address_ar, en: row.address_en },
      open: row.open,
      closed_reason: row.closed_reason,
      ...lineHours(row.working_hours, clock),
      waiting_count: own.reduce((sum, area) => sum + area.waiting_count, 0),
      areas: own,
    };
  });
};

/** The areas (queues) of a branch's list, with the parties waiting in each. */
export const findWaitingAreas = async (db: Queryable, tenantId: number, branchId: number): Promise<WaitingArea[]> =>
  (await findAreasWithCounts(db, tenantId, branchId)).map(({ area }) => area);

/** Opens a branch's list, or closes it with a reason; answers false when the branch runs no list. */
export const setListOpen = async (db: Queryable, tenantId: number, branchId: number, open: boolean, reason: string | null) =>
  (
    await db.query<{ branch_id: number }>(
      'UPDATE waiting_list_branches SET open = $3, closed_reason = $4 WHERE tenant_id = $1 AND branch_id = $2 RETURNING branch_id',
      [tenantId, branchId, open, open ? null : reason],
    )
  ).length > 0;

/** The tenant's reasons for cancelling an entry, in their order. */
export const findCancellationReasons = async (db: Queryable, tenantId: number) =>
  (
    await db.query<{ id: number; name_ar: string; name_en: string }>(
      'SELECT id, name_ar, name_en FROM waiting_cancellation_reasons WHERE tenant_id = $1 ORDER BY sort, id',
      [tenantId],
    )
  ).map((row) => ({ id: row.id, names: { ar: row.name_ar, en: row.name_en } }));

/** The tenant's cancellation reason by id, or null. */
export const findCancellationReason = async (db: Queryable, tenantId: number, id: number): Promise<{ id: number } | null> => {
  const [reason] = await db.query<{ id: number }>('SELECT id FROM waiting_cancellation_reasons WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    id,
  ]);
  return reason ?? null;
};

/** The branch's area (queue) by id, or null when the branch has none by that id. */
export const findArea = async (db: Queryable, tenantId: number, areaId: number, branchId: number): Promise<{ id: number } | null> => {
  const [area] = await db.query<{ id: number }>('SELECT id FROM waiting_list_areas WHERE tenant_id = $1 AND id = $2 AND branch_id = $3', [
    tenantId,
    areaId,
    branchId,
  ]);
  return area ?? null;
};

/**
 * Takes the lock of one queue (its area row) for the rest of the transaction. Every change of a queue's
 * positions takes it first, so parallel joins, delays, calls and cancels run one after another: on
 * PostgreSQL by the row lock, on PGlite because a transaction holds its only connection.
 */
export const lockQueue = async (tx: Queryable, tenantId: number, areaId: number): Promise<void> => {
  await tx.query('SELECT id FROM waiting_list_areas WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, areaId]);
};

/** Locks the queues of a branch (one area, or all of them), in id order; answers their ids (none: no such branch or area). */
export const lockBranchQueues = async (tx: Queryable, tenantId: number, branchId: number, areaId: number | undefined): Promise<number[]> =>
  (
    await tx.query<{ id: number }>(
      'SELECT id FROM waiting_list_areas WHERE tenant_id = $1 AND branch_id = $2 AND ($3::int IS NULL OR id = $3) ORDER BY id FOR UPDATE',
      [tenantId, branchId, areaId ?? null],
    )
  ).map((area) => area.id);
