import { lazyScreen, remoteApp } from '@storefront/shared';
import { MenuPage } from './features/menu/MenuPage';
import { NAMESPACE, texts } from './texts';
import './features/ui/menu.css';

// The menu is most visits' first page: it comes with the remote's entry, every other screen is its own chunk.
const menu = { screen: MenuPage };

/** The menu remote: home and order type, branches, the menu, items and the cart. */
export default remoteApp({
  owner: 'menu',
  namespace: NAMESPACE,
  texts,
  build: process.env.REMOTE_BUILD_ID,
  screens: {
    home: { screen: lazyScreen(() => import('./features/order-type/HomePage'), 'HomePage') },
    selectType: { screen: lazyScreen(() => import('./features/branch-select/SelectTypePage'), 'SelectTypePage') },
    selectTypeBranch: { screen: lazyScreen(() => import('./features/branch-select/SelectTypePage'), 'SelectTypePage') },
    dineInMenu: { screen: lazyScreen(() => import('./features/dine-in/DineInSessionPage'), 'DineInSessionPage') },
    menu,
    menuByType: menu,
    item: menu,
  },
});
