import { FRAME_PATHS, branchResponseSchema, branchesResponseSchema, firstTimeZone, idParamsSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { rowIdOf } from '../http/row-id';
import { toBranch } from './branch-answer';
import { findActiveBranch } from './active-branch';
import { findActiveBranches } from './branch-repository';
import type { TenantScope } from '../tenancy/scopes';

/** The tenant's active branches and one branch, with their status now. Register in the tenant scope. */
export const branchRoutes = async (scope: TenantScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.get(
    FRAME_PATHS.branches,
    { schema: { response: { 200: branchesResponseSchema } } },
    async (request): Promise<z.infer<typeof branchesResponseSchema>> => {
      const timeZone = firstTimeZone(request.tenant.country);
      const now = clock();
      return { data: (await findActiveBranches(db, request.tenant.id)).map((row) => toBranch(row, now, timeZone)) };
    },
  );

  const one = { params: idParamsSchema, response: { 200: branchResponseSchema } };
  scope.get(FRAME_PATHS.branch(':id'), { schema: one }, async (request): Promise<z.infer<typeof branchResponseSchema>> => {
    const row = await findActiveBranch(db, request.tenant.id, rowIdOf(request.params.id));
    return { data: toBranch(row, clock(), firstTimeZone(request.tenant.country)) };
  });
};
