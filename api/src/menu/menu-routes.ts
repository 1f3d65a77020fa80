import {
  COUNTRIES,
  MENU_PATHS,
  menuItemQuerySchema,
  menuQuerySchema,
  branchIdParamsSchema,
  idParamsSchema,
  menuItemResponseSchema,
  menuResponseSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { findActiveBranch } from '../branches/active-branch';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { prepareAnswer, sendPrepared } from '../http/prepared-answer';
import { rowIdOf } from '../http/row-id';
import { findBranchItems, groupItems } from './menu-repository';
import type { TenantScope } from '../tenancy/scopes';

/** The menu of a branch per order type (cached, prepared: ETag, brotli/gzip) and one item. Register in the tenant scope. */
export const menuRoutes = async (scope: TenantScope, { db, cache }: { db: Db; cache: AnswerCache }): Promise<void> => {
  const branchMenu = { params: branchIdParamsSchema, querystring: menuQuerySchema, response: { 200: menuResponseSchema, 304: z.null() } };
  scope.get(MENU_PATHS.menu(':branchId'), { schema: branchMenu }, async (request, reply) => {
    const { order_type: orderType } = parseRequest(menuQuerySchema, request.query, 'query');
    const tenant = request.tenant;
    // The branch checks are part of the cached answer (a failed one is not kept): a hit asks the database nothing.
    const answer = await cache.get(tenant.id, `menu:${rowIdOf(request.params.branchId)}:${orderType}`, async () => {
      const branch = await findActiveBranch(db, tenant.id, rowIdOf(request.params.branchId));
      if (!branch.order_types.includes(orderType)) throw new DomainError('menu_not_available');
      const items = await findBranchItems(db, tenant.id, { branchId: branch.id, orderType, itemIds: null });
      const menu: z.infer<typeof menuResponseSchema> = {
        data: {
          branch_id: branch.id,
          order_type: orderType,
          currency: COUNTRIES[tenant.country].currency,
          groups: await groupItems(db, tenant.id, items),
        },
      };
      return prepareAnswer(menu);
    });
    return sendPrepared(request, reply, answer);
  });

  const item = { params: idParamsSchema, querystring: menuItemQuerySchema, response: { 200: menuItemResponseSchema } };
  scope.get(MENU_PATHS.item(':id'), { schema: item }, async (request): Promise<z.infer<typeof menuItemResponseSchema>> => {
    const { branch_id: branchId } = parseRequest(menuItemQuerySchema, request.query, 'query');
    const branch = await findActiveBranch(db, request.tenant.id, rowIdOf(String(branchId)));
    const id = rowIdOf(request.params.id);
    const [item] = id === null ? [] : await findBranchItems(db, request.tenant.id, { branchId: branch.id, orderType: null, itemIds: [id] });
    if (!item) throw new DomainError('item_not_found');
    return { data: item };
  });
};
