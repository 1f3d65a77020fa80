import type { EMenu, EMenuBranch, OrderTypeName } from '@storefront/shared/contracts';
import { z } from 'zod';
import { findActiveBranches, findBranch, type BranchRow } from '../branches/branch-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { AnswerCache } from '../http/answer-cache';
import type { RequestTenant } from '../tenancy/request-tenant';
import { branchEMenu } from './emenu-answer';
import { findBranchLinkUuids, findEMenuLink } from './emenu-repository';

/** The e-menu of the storefront (docs/api.md, "Electronic menu"): by a link's uuid or by a branch's id. */

const uuidSchema = z.uuid();

/** The link of this tenant with this uuid and kind; anything else (a malformed uuid too) is `emenu_not_found`. */
const linkOf = async (db: Db, tenantId: number, raw: string, kind: 'branch' | 'branches') => {
  const uuid = uuidSchema.safeParse(raw);
  const link = uuid.success ? await findEMenuLink(db, tenantId, uuid.data) : null;
  if (!link || link.kind !== kind) throw new DomainError('emenu_not_found');
  return link;
};

const activeBranch = async (db: Db, tenantId: number, id: number | null): Promise<BranchRow> => {
  const branch = id === null ? null : await findBranch(db, tenantId, id);
  if (!branch?.active) throw new DomainError('emenu_not_found');
  return branch;
};

/** The e-menu a branch link (its uuid) opens. */
export const emenuOfLink = async (db: Db, cache: AnswerCache, tenant: RequestTenant, uuid: string): Promise<EMenu> => {
  const link = await linkOf(db, tenant.id, uuid, 'branch');
  return branchEMenu(db, cache, tenant, await activeBranch(db, tenant.id, link.branch_ids[0] ?? null), null);
};

/** The e-menu of an active branch, of one order type it takes (another is `menu_not_available`) or of all. */
export const emenuOfBranch = async (
  db: Db,
  cache: AnswerCache,
  tenant: RequestTenant,
  { branchId, orderType }: { branchId: number | null; orderType: OrderTypeName | null },
): Promise<EMenu> => {
  const branch = await activeBranch(db, tenant.id, branchId);
  if (orderType && !branch.order_types.includes(orderType)) throw new DomainError('menu_not_available');
  return branchEMenu(db, cache, tenant, branch, orderType);
};

/** The active branches a branches link (its uuid) lists, each with the uuid of its own e-menu link. */
export const emenuBranchesOfLink = async (db: Db, tenantId: number, uuid: string): Promise<EMenuBranch[]> => {
  const link = await linkOf(db, tenantId, uuid, 'branches');
  const branches = (await findActiveBranches(db, tenantId)).filter((branch) => link.branch_ids.includes(branch.id));
  const uuids = await findBranchLinkUuids(
    db,
    tenantId,
    branches.map((branch) => branch.id),
  );
  return branches.flatMap((branch) => {
    const branchUuid = uuids.get(branch.id);
    return branchUuid
      ? [
          {
            id: branch.id,
            uuid: branchUuid,
            names: { ar: branch.name_ar, en: branch.name_en },
            address: { ar: branch.address_ar, en: branch.address_en },
          },
        ]
      : [];
  });
};
