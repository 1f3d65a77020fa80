import { MENU_PATHS, readAnswer, type ApiClient, type Menu, type OrderTypeName } from '@storefront/shared';

/** A branch's menu for an order type (404: the branch is gone; 422: it does not serve the type). */
export const fetchMenu = async (api: ApiClient, branchId: number, type: OrderTypeName, signal?: AbortSignal): Promise<Menu> =>
  (await readAnswer('menuResponseSchema', await api.get(MENU_PATHS.menu(branchId), { params: { order_type: type }, signal }))).data;
