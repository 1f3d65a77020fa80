import { lazyScreen, remoteApp } from '@storefront/shared';
import { NAMESPACE, texts } from './texts';

/** The waiting-list remote: the branches, the register screen and the entry page, each its own chunk. */
export default remoteApp({
  owner: 'waiting-list',
  namespace: NAMESPACE,
  texts,
  build: process.env.REMOTE_BUILD_ID,
  screens: {
    waitingList: { screen: lazyScreen(() => import('./features/branches/WaitingBranchesPage'), 'WaitingBranchesPage') },
    waitingListBranch: { screen: lazyScreen(() => import('./features/join/JoinPage'), 'JoinPage') },
    waitingListEntry: { screen: lazyScreen(() => import('./features/entry/EntryPage'), 'EntryPage') },
  },
});
