import { COUNTRIES, type EMenu, type OrderTypeName } from '@storefront/shared/contracts';
import type { BranchRow } from '../branches/branch-repository';
import type { Queryable } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { findBranchItems, groupItems } from '../menu/menu-repository';
import type { RequestTenant } from '../tenancy/request-tenant';
import { findAllergens } from '../catalogues/catalogue-repository';
import { findBranchLinkUuids, orderingTypeOf, readEMenuSettings } from './emenu-repository';

type CachedPart = Pick<EMenu, 'branch' | 'order_type' | 'currency' | 'groups' | 'allergens'>;

/**
 * A branch's e-menu: the ordering menu's items (every type, or one), the allergens they name and the
 * uuid of the branch's QR. The menu part is kept in the menu cache (emptied on every menu change);
 * the tenant's switches (ordering link, required photo) are read on every call.
 */
export const branchEMenu = async (
  db: Queryable,
  cache: AnswerCache,
  tenant: RequestTenant,
  branch: BranchRow,
  orderType: OrderTypeName | null,
): Promise<EMenu> => {
  const part = await cache.get<CachedPart>(tenant.id, `emenu:${branch.id}:${orderType ?? 'all'}`, async () => {
    const items = await findBranchItems(db, tenant.id, { branchId: branch.id, orderType, itemIds: null });
    const codes = [...new Set(items.flatMap((item) => item.allergens))];
    const uuids = await findBranchLinkUuids(db, tenant.id, [branch.id]);
    return {
      branch: {
        id: branch.id,
        uuid: uuids.get(branch.id) ?? '',
        names: { ar: branch.name_ar, en: branch.name_en },
        address: { ar: branch.address_ar, en: branch.address_en },
      },
      order_type: orderType,
      currency: COUNTRIES[tenant.country].currency,
      groups: await groupItems(db, tenant.id, items),
      allergens: await findAllergens(db, tenant.id, codes),
    };
  });
  const settings = await readEMenuSettings(db, tenant.id);
  return {
    ...part,
    ordering_type: settings.orderingBranches.includes(branch.id) ? orderingTypeOf(branch.order_types, orderType) : null,
    feedback_photo_required: settings.photoRequired,
  };
};
