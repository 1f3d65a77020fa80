import { lazyScreen, remoteApp } from '@storefront/shared';
import { EMenuPage } from './features/emenu/EMenuPages';
import { NAMESPACE, texts } from './texts';
import './features/ui/emenu.css';

/** The e-menu remote: a branch's menu from the table's QR (the first page, in the entry), by id, and the branch choice of a shared QR. */
export default remoteApp({
  owner: 'emenu',
  namespace: NAMESPACE,
  texts,
  build: process.env.REMOTE_BUILD_ID,
  screens: {
    emenuBranch: { screen: EMenuPage },
    emenu: { screen: EMenuPage },
    emenuBranches: { screen: lazyScreen(() => import('./features/branches/EMenuBranchesPage'), 'EMenuBranchesPage') },
  },
});
