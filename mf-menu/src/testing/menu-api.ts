import { CART_PATHS, FRAME_PATHS, MENU_PATHS, type CartUpdateBody, type RootStore } from '@storefront/shared';
import { installFakeApi, type FakeRoute } from '@storefront/shared/testing';
import { BRANCHES, MENU, pricedCart } from './fixtures';

/** The menu remote's calls answered from the fixtures; carts priced with the shared pricing module. */
export const installMenuApi = (store: RootStore, extra: Record<string, FakeRoute> = {}) => {
  let carts = 0;
  const cartRoute: FakeRoute = (call) => {
    const result = pricedCart(call.url.split('/').pop()!, call.body as CartUpdateBody);
    return 'problems' in result
      ? { status: 400, data: { code: 'cart_lines_invalid', message: 'Invalid cart lines', lines: result.problems } }
      : { status: 200, data: { data: result } };
  };
  return installFakeApi(store, {
    [`GET ${FRAME_PATHS.branches}`]: () => ({ status: 200, data: { data: BRANCHES } }),
    [`GET ${MENU_PATHS.menu(1)}`]: () => ({ status: 200, data: { data: MENU } }),
    [`GET ${MENU_PATHS.menu(3)}`]: () => ({ status: 422, data: { code: 'menu_not_available', message: 'Menu is not available now.' } }),
    [`POST ${CART_PATHS.carts}`]: () => {
      carts += 1;
      return {
        status: 201,
        data: {
          data: {
            ...(pricedCart(`cart-${carts}`, { branch_id: 1, order_type: 'pickup', lines: [] }) as object),
            branch_id: null,
            order_type: null,
          },
        },
      };
    },
    [`PUT ${CART_PATHS.cart('cart-1')}`]: cartRoute,
    [`PUT ${CART_PATHS.cart('cart-2')}`]: cartRoute,
    ...extra,
  });
};
