import { FRAME_PATHS, branchResponseSchema, branchesResponseSchema, firstTimeZone, idParamsSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { rowIdOf } from '../http/row-id';
import { activeBranchNow, activeBranchesNow } from './branch-service';
import type { TenantScope } from '../tenancy/scopes';

/** The tenant's active branches and one branch, with their status now. Register in the tenant scope. */
export const branchRoutes = async (scope: TenantScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.get(
    FRAME_PATHS.branches,
    { schema: { response: { 200: branchesResponseSchema } } },
    async (request): Promise<z.infer<typeof branchesResponseSchema>> => {
      return { data: await activeBranchesNow(db, request.tenant.id, clock(), firstTimeZone(request.tenant.country)) };
    },
  );

  const one = { params: idParamsSchema, response: { 200: branchResponseSchema } };
  scope.get(FRAME_PATHS.branch(':id'), { schema: one }, async (request): Promise<z.infer<typeof branchResponseSchema>> => {
    const id = rowIdOf(request.params.id);
    return { data: await activeBranchNow(db, request.tenant.id, id, clock(), firstTimeZone(request.tenant.country)) };
  });
};
