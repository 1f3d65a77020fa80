import { lazyScreen, remoteApp } from '@storefront/shared';
import { NAMESPACE, texts } from './texts';
import './features/ui/menu.css';

// Every screen is its own chunk, the menu's too: the home page (`/`) does not download the menu and its cart,
// and a server-rendered menu's chunk is loaded before it hydrates (`preloadScreen`), as every screen's is.
const menu = { screen: lazyScreen(() => import('./features/menu/MenuPage'), 'MenuPage') };

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
