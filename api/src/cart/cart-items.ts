import type { DeliveryTerms, MenuItem, OrderTypeName } from '@storefront/shared/contracts';
import { findBranch, type BranchRow } from '../branches/branch-repository';
import type { Db } from '../db/db';
import { findCoveringZone, type Location } from '../delivery/covering-zone';
import { findBranchItems } from '../menu/menu-repository';

/** The items of `itemIds` the branch serves now for the order type, by id (none when it is inactive or does not take the type). */
export const servedItems = async (
  db: Db,
  tenantId: number,
  branchId: number,
  orderType: OrderTypeName,
  itemIds: readonly number[],
): Promise<Map<number, MenuItem>> => {
  const branch = await findBranch(db, tenantId, branchId);
  return branch ? branchItems(db, tenantId, branch, orderType, itemIds) : new Map();
};

/** The same, for a branch already read. */
export const branchItems = async (
  db: Db,
  tenantId: number,
  branch: Pick<BranchRow, 'id' | 'active' | 'order_types'>,
  orderType: OrderTypeName,
  itemIds: readonly number[],
): Promise<Map<number, MenuItem>> => {
  if (!branch.active || !branch.order_types.includes(orderType)) return new Map();
  const items = await findBranchItems(db, tenantId, { branchId: branch.id, orderType, itemIds });
  return new Map(items.map((item) => [item.id, item]));
};

/** Fee and minimum order of the branch's zone covering the location, or null. */
export const deliveryTerms = async (db: Db, tenantId: number, branchId: number, location: Location): Promise<DeliveryTerms | null> => {
  const covering = await findCoveringZone(db, tenantId, location, branchId);
  return covering ? { fee: covering.zone.fee, minimum_order: covering.zone.minimum_order } : null;
};
