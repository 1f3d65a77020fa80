import type { Branch, OrderDraft, OrderTypeName } from '@storefront/shared';

/**
 * Which menu the screen shows: the draft's branch and type, or (`browsing`) a branch to look at before choosing.
 * `closed`: the menu is shown but nothing can be ordered from it now (a dine-in session at a branch not taking orders).
 */
export type MenuTarget = { branch: Branch; type: OrderTypeName; browsing: boolean; closed?: boolean };

const TAKES_ORDERS_NOW = new Set(['open', 'busy']);

/**
 * The draft's branch and type when they still hold (the branch exists and takes the type, and the
 * route names no other type); else the first branch taking the type (an open one if any) to browse.
 */
export const menuTarget = (
  draft: OrderDraft,
  branches: readonly Branch[],
  types: readonly OrderTypeName[],
  routeType: OrderTypeName | null,
): MenuTarget | null => {
  const chosen = branches.find((branch) => branch.id === draft.branch_id);
  if (draft.type && chosen?.order_types.includes(draft.type) && (routeType === null || routeType === draft.type))
    return { branch: chosen, type: draft.type, browsing: false };
  const type = routeType ?? draft.type ?? types[0];
  if (!type) return null;
  const taking = branches.filter((branch) => branch.order_types.includes(type));
  const branch = taking.find((candidate) => TAKES_ORDERS_NOW.has(candidate.status)) ?? taking[0];
  return branch ? { branch, type, browsing: true } : null;
};
