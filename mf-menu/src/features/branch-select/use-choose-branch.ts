import { localizePath, useStores, type Branch, type OrderTypeName, useNavigate } from '@storefront/shared';
import type { DeliveryTime } from '../order-type';
import { draftForBranch } from './choose-branch';

/** Chooses the branch and time for an order type, prices the cart for it again, and opens the menu. */
export const useChooseBranch = () => {
  const { orderDraft, cart, locale } = useStores();
  const navigate = useNavigate();
  return async (type: OrderTypeName, branch: Branch, time: DeliveryTime) => {
    const before = orderDraft.draft;
    orderDraft.update(draftForBranch(type, branch, time, locale.locale, before));
    const moved = before.type !== type || before.branch_id !== branch.id || type === 'delivery';
    if (moved && cart.lines.length > 0) await cart.retarget();
    navigate(localizePath('/menu', locale.locale));
  };
};
