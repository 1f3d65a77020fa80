import {
  EMENU_PATHS,
  emenuBranchQuerySchema,
  emenuBranchesResponseSchema,
  emenuLinkParamsSchema,
  emenuResponseSchema,
  idParamsSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { rowIdOf } from '../http/row-id';
import type { AnswerCache } from '../http/answer-cache';
import type { TenantScope } from '../tenancy/scopes';
import { emenuBranchesOfLink, emenuOfBranch, emenuOfLink } from './emenu-service';

/** The e-menu calls of the storefront (docs/api.md, "Electronic menu"). Register in the tenant scope. */
export const emenuRoutes = async (scope: TenantScope, { db, cache }: { db: Db; cache: AnswerCache }): Promise<void> => {
  const byLink = { params: emenuLinkParamsSchema, response: { 200: emenuResponseSchema } };
  scope.get(EMENU_PATHS.branch(':uuid'), { schema: byLink }, async (request): Promise<z.infer<typeof emenuResponseSchema>> => ({
    data: await emenuOfLink(db, cache, request.tenant, request.params.uuid),
  }));

  const byId = { params: idParamsSchema, querystring: emenuBranchQuerySchema, response: { 200: emenuResponseSchema } };
  scope.get(EMENU_PATHS.branchById(':id'), { schema: byId }, async (request): Promise<z.infer<typeof emenuResponseSchema>> => {
    const { order_type: orderType } = request.query;
    const branchId = rowIdOf(request.params.id);
    return { data: await emenuOfBranch(db, cache, request.tenant, { branchId, orderType: orderType ?? null }) };
  });

  scope.get(
    EMENU_PATHS.branches(':uuid'),
    { schema: { params: emenuLinkParamsSchema, response: { 200: emenuBranchesResponseSchema } } },
    async (request): Promise<z.infer<typeof emenuBranchesResponseSchema>> => ({
      data: await emenuBranchesOfLink(db, request.tenant.id, request.params.uuid),
    }),
  );
};
