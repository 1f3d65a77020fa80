import {
  MENU_PATHS,
  menuItemQuerySchema,
  menuQuerySchema,
  branchIdParamsSchema,
  idParamsSchema,
  menuItemResponseSchema,
  menuResponseSchema,
  noContentSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { prepareAnswer, sendPrepared } from '../http/prepared-answer';
import { rowIdOf } from '../http/row-id';
import { branchMenu, branchMenuItem } from './menu-service';
import type { TenantScope } from '../tenancy/scopes';

/** The menu of a branch per order type (cached, prepared: ETag, brotli/gzip) and one item. Register in the tenant scope. */
export const menuRoutes = async (scope: TenantScope, { db, cache }: { db: Db; cache: AnswerCache }): Promise<void> => {
  const perBranch = {
    params: branchIdParamsSchema,
    querystring: menuQuerySchema,
    response: { 200: menuResponseSchema, 304: noContentSchema },
  };
  scope.get(MENU_PATHS.menu(':branchId'), { schema: perBranch }, async (request, reply) => {
    const { order_type: orderType } = request.query;
    const tenant = request.tenant;
    // The branch checks are part of the cached answer (a failed one is not kept): a hit asks the database nothing.
    const answer = await cache.get(tenant.id, `menu:${rowIdOf(request.params.branchId)}:${orderType}`, async () => {
      const menu: z.infer<typeof menuResponseSchema> = {
        data: await branchMenu(db, tenant, { branchId: rowIdOf(request.params.branchId), orderType }),
      };
      return prepareAnswer(menu);
    });
    return sendPrepared(request, reply, answer);
  });

  const item = { params: idParamsSchema, querystring: menuItemQuerySchema, response: { 200: menuItemResponseSchema } };
  scope.get(MENU_PATHS.item(':id'), { schema: item }, async (request): Promise<z.infer<typeof menuItemResponseSchema>> => {
    const { branch_id: branchId } = request.query;
    return { data: await branchMenuItem(db, request.tenant.id, rowIdOf(String(branchId)), rowIdOf(request.params.id)) };
  });
};
