import {
  BRANCH_UPDATED_EVENT,
  branchRoom,
  firstTimeZone,
  operatorBranchPath,
  operatorBranchUpdateBodySchema,
  idParamsSchema,
  operatorBranchResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { switchBranch } from '../branches/branch-service';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { rowIdOf } from '../http/row-id';
import type { Realtime } from '../realtime/realtime';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import type { TenantScope } from '../tenancy/scopes';

/** PUT busy mode or a manual closing of a branch; forgets the tenant's cached answers and tells its storefronts with `branch.updated`. */
export const operatorBranchRoutes = async (
  scope: TenantScope,
  { db, realtime, clock, invalidateAnswers }: { db: Db; realtime: Realtime; clock: Clock; invalidateAnswers: InvalidateAnswers },
): Promise<void> => {
  const schema = { params: idParamsSchema, body: operatorBranchUpdateBodySchema, response: { 200: operatorBranchResponseSchema } };
  scope.put(operatorBranchPath(':id'), { schema }, async (request): Promise<z.infer<typeof operatorBranchResponseSchema>> => {
    const tenant = request.tenant;
    const id = rowIdOf(request.params.id);
    const update = request.body;
    const branch = await switchBranch(db, tenant.id, { id, update, now: clock(), timeZone: firstTimeZone(tenant.country) });
    invalidateAnswers(tenant.id);
    realtime.emit(tenant.name, branchRoom(tenant.name), BRANCH_UPDATED_EVENT, { id: branch.id });
    return { data: branch };
  });
};
