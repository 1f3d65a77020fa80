import type { Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { findBranch, type BranchRow } from './branch-repository';

/**
 * The tenant's branch a customer may use: active, found by its id (a number, or a path or query
 * parameter as given); any other answers 404 `branch_not_found`.
 */
export const findActiveBranch = async (db: Queryable, tenantId: number, id: number | null): Promise<BranchRow> => {
  const branch = id === null ? null : await findBranch(db, tenantId, id);
  if (!branch?.active) throw new DomainError('branch_not_found');
  return branch;
};
