import type { Branch, OperatorBranchUpdate } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { findActiveBranch } from './active-branch';
import { toBranch } from './branch-answer';
import { findActiveBranches, findBranch, updateBranchSwitches } from './branch-repository';

/** The tenant's active branches with their status at `now` in the tenant's time zone. */
export const activeBranchesNow = async (db: Db, tenantId: number, now: Date, timeZone: string): Promise<Branch[]> =>
  (await findActiveBranches(db, tenantId)).map((row) => toBranch(row, now, timeZone));

/** One active branch with its status at `now`; any other id is `branch_not_found`. */
export const activeBranchNow = async (db: Db, tenantId: number, id: number | null, now: Date, timeZone: string): Promise<Branch> =>
  toBranch(await findActiveBranch(db, tenantId, id), now, timeZone);

/** The restaurant sets busy mode or a manual closing of its branch (active or not); another id is `branch_not_found`. */
export const switchBranch = async (
  db: Db,
  tenantId: number,
  { id, update, now, timeZone }: { id: number | null; update: OperatorBranchUpdate; now: Date; timeZone: string },
): Promise<Branch> => {
  const updated = id !== null && (await updateBranchSwitches(db, tenantId, id, update));
  const row = updated ? await findBranch(db, tenantId, id) : null;
  if (!row) throw new DomainError('branch_not_found');
  return toBranch(row, now, timeZone);
};
