import { isOrderType, matchRoute, type RootStore, type ServerRendering } from '@storefront/shared';
import { availableOrderTypes } from './features/order-type/order-types';
import { menuStoreOf } from './features/menu/menu-store';
import { menuTarget } from './features/menu/menu-target';

const MENU_SCREENS = ['menu', 'menuByType', 'item'];

/**
 * The first paint of the home and menu screens (docs/decisions/server-rendering.md): the
 * branches (the order types on the home page come from them), then the menu MenuPage would show for
 * the draft (or the branch to browse). The tenant's content (slider banners) the shell loads.
 */
const preload = async (root: RootStore, pathname: string): Promise<void> => {
  const match = matchRoute(pathname);
  if (!match) return;
  await root.branches.load();
  if (!MENU_SCREENS.includes(match.route.screen)) return;
  const routeType = match.params.type;
  if (routeType !== undefined && !isOrderType(routeType)) return;
  const types = availableOrderTypes(root.tenant.settingList('order.order_types'), root.branches.branches);
  const target = menuTarget(root.orderDraft.draft, root.branches.branches, types, routeType ?? null);
  if (target) await menuStoreOf(root).load(target.branch.id, target.type);
};

/** The screens of this remote the shell's server renders: the first pages of most visits. */
export const serverRendering: ServerRendering = { screens: ['home', ...MENU_SCREENS], preload };
