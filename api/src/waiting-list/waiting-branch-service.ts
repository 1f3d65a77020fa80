import {
  estimateWaitMinutes,
  type waitingSettingsResponseSchema,
  type WaitingArea,
  type WaitingBranch,
  type WaitingEntry,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { rowIdOf } from '../http/row-id';
import { lineHours, type LineClock } from './line-hours';
import { countWaiting, findActiveEntryOfCustomer, toWaitingEntry } from './waiting-entry-repository';
import {
  findCancellationReasons,
  findWaitingAreas,
  findWaitingBranch,
  findWaitingBranches,
  settingsOf,
  type WaitingBranchRow,
} from './waiting-settings-repository';

/** What a guest reads before joining a queue (docs/api.md, "Waiting list"). */

/** The branch with a waiting list (its id as given); any other is `branch_not_found`. */
const waitingBranch = async (db: Db, tenantId: number, rawId: unknown): Promise<WaitingBranchRow> => {
  const id = typeof rawId === 'number' ? rawId : rowIdOf(rawId);
  const branch = id === null ? null : await findWaitingBranch(db, tenantId, id);
  if (!branch) throw new DomainError('branch_not_found');
  return branch;
};

/** The branches with a waiting list, open now or not. */
export const waitingBranches = (db: Db, tenantId: number, clock: LineClock): Promise<WaitingBranch[]> =>
  findWaitingBranches(db, tenantId, clock);

/** The areas (queues) of a branch's list. */
export const waitingAreas = async (db: Db, tenantId: number, rawBranchId: unknown): Promise<WaitingArea[]> =>
  findWaitingAreas(db, tenantId, (await waitingBranch(db, tenantId, rawBranchId)).branch_id);

/** A branch's list settings and whether its hours are open now. */
export const branchWaitingSettings = async (
  db: Db,
  tenantId: number,
  rawBranchId: unknown,
  clock: LineClock,
): Promise<z.infer<typeof waitingSettingsResponseSchema>['data']> => {
  const branch = await waitingBranch(db, tenantId, rawBranchId);
  return {
    branch_id: branch.branch_id,
    names: { ar: branch.name_ar, en: branch.name_en },
    enable_area: '1',
    waiting_settings: settingsOf(branch),
    ...lineHours(branch.working_hours, clock),
  };
};

/** How many parties wait (at the branch, or in one area) and about how long the next one would. */
export const waitCheck = async (
  db: Db,
  tenantId: number,
  { rawBranchId, areaId }: { rawBranchId: unknown; areaId: number | undefined },
): Promise<{ count: number; estimated_minutes: number }> => {
  const branch = await waitingBranch(db, tenantId, rawBranchId);
  const count = await countWaiting(db, tenantId, branch.branch_id, areaId);
  return { count, estimated_minutes: estimateWaitMinutes(count, branch.turn_minutes) };
};

/** The logged-in customer's entry still in line (at a branch or area), or null (a guest has none). */
export const lastActiveEntry = async (
  db: Db,
  tenantId: number,
  { customerId, branchId, areaId }: { customerId: number | null; branchId: number; areaId: number | undefined },
): Promise<WaitingEntry | null> => {
  const entry = customerId === null ? null : await findActiveEntryOfCustomer(db, tenantId, customerId, branchId, areaId);
  return entry ? toWaitingEntry(entry) : null;
};

/** The reasons a guest may give for leaving a queue. */
export const waitingCancellationReasons = (db: Db, tenantId: number): ReturnType<typeof findCancellationReasons> =>
  findCancellationReasons(db, tenantId);
