import {
  EMENU_PATHS,
  emenuBranchQuerySchema,
  emenuBranchesResponseSchema,
  emenuLinkParamsSchema,
  emenuResponseSchema,
  idParamsSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { findActiveBranches, findBranch } from '../branches/branch-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { rowIdOf } from '../http/row-id';
import type { AnswerCache } from '../http/answer-cache';
import type { TenantScope } from '../tenancy/scopes';
import { branchEMenu } from './emenu-answer';
import { findBranchLinkUuids, findEMenuLink } from './emenu-repository';

const uuidSchema = z.uuid();

/** The e-menu calls of the storefront (docs/api.md, "Electronic menu"). Register in the tenant scope. */
export const emenuRoutes = async (scope: TenantScope, { db, cache }: { db: Db; cache: AnswerCache }): Promise<void> => {
  /** The link of this tenant with this uuid and kind; anything else (a malformed uuid too) is a 404. */
  const linkOf = async (tenantId: number, raw: string, kind: 'branch' | 'branches') => {
    const uuid = uuidSchema.safeParse(raw);
    const link = uuid.success ? await findEMenuLink(db, tenantId, uuid.data) : null;
    if (!link || link.kind !== kind) throw new DomainError('emenu_not_found');
    return link;
  };
  const activeBranch = async (tenantId: number, id: number | null) => {
    const branch = id === null ? null : await findBranch(db, tenantId, id);
    if (!branch?.active) throw new DomainError('emenu_not_found');
    return branch;
  };

  const byLink = { params: emenuLinkParamsSchema, response: { 200: emenuResponseSchema } };
  scope.get(EMENU_PATHS.branch(':uuid'), { schema: byLink }, async (request): Promise<z.infer<typeof emenuResponseSchema>> => {
    const link = await linkOf(request.tenant.id, request.params.uuid, 'branch');
    const branch = await activeBranch(request.tenant.id, link.branch_ids[0] ?? null);
    return { data: await branchEMenu(db, cache, request.tenant, branch, null) };
  });

  const byId = { params: idParamsSchema, querystring: emenuBranchQuerySchema, response: { 200: emenuResponseSchema } };
  scope.get(EMENU_PATHS.branchById(':id'), { schema: byId }, async (request): Promise<z.infer<typeof emenuResponseSchema>> => {
    const { order_type: orderType } = parseRequest(emenuBranchQuerySchema, request.query, 'query');
    const branch = await activeBranch(request.tenant.id, rowIdOf(request.params.id));
    if (orderType && !branch.order_types.includes(orderType)) throw new DomainError('menu_not_available');
    return { data: await branchEMenu(db, cache, request.tenant, branch, orderType ?? null) };
  });

  scope.get(
    EMENU_PATHS.branches(':uuid'),
    { schema: { params: emenuLinkParamsSchema, response: { 200: emenuBranchesResponseSchema } } },
    async (request): Promise<z.infer<typeof emenuBranchesResponseSchema>> => {
      const tenantId = request.tenant.id;
      const link = await linkOf(tenantId, request.params.uuid, 'branches');
      const branches = (await findActiveBranches(db, tenantId)).filter((branch) => link.branch_ids.includes(branch.id));
      const uuids = await findBranchLinkUuids(
        db,
        tenantId,
        branches.map((branch) => branch.id),
      );
      return {
        data: branches.flatMap((branch) => {
          const uuid = uuids.get(branch.id);
          return uuid
            ? [
                {
                  id: branch.id,
                  uuid,
                  names: { ar: branch.name_ar, en: branch.name_en },
                  address: { ar: branch.address_ar, en: branch.address_en },
                },
              ]
            : [];
        }),
      };
    },
  );
};
