import { COUNTRIES, type Menu, type MenuItem, type OrderTypeName } from '@storefront/shared/contracts';
import { findActiveBranch } from '../branches/active-branch';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import { findBranchItems, groupItems } from './menu-repository';

/**
 * The menu of an active branch for an order type it takes (another is `menu_not_available`), its items
 * in their groups, priced in the tenant's currency.
 */
export const branchMenu = async (
  db: Db,
  tenant: Pick<RequestTenant, 'id' | 'country'>,
  { branchId, orderType }: { branchId: number | null; orderType: OrderTypeName },
): Promise<Menu> => {
  const branch = await findActiveBranch(db, tenant.id, branchId);
  if (!branch.order_types.includes(orderType)) throw new DomainError('menu_not_available');
  const items = await findBranchItems(db, tenant.id, { branchId: branch.id, orderType, itemIds: null });
  return {
    branch_id: branch.id,
    order_type: orderType,
    currency: COUNTRIES[tenant.country].currency,
    groups: await groupItems(db, tenant.id, items),
  };
};

/** One item as an active branch sells it; an item the branch does not have is `item_not_found`. */
export const branchMenuItem = async (db: Db, tenantId: number, branchId: number | null, id: number | null): Promise<MenuItem> => {
  const branch = await findActiveBranch(db, tenantId, branchId);
  const [item] = id === null ? [] : await findBranchItems(db, tenantId, { branchId: branch.id, orderType: null, itemIds: [id] });
  if (!item) throw new DomainError('item_not_found');
  return item;
};
