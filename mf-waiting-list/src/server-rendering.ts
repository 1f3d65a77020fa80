import { matchRoute, type RootStore, type ServerRendering } from '@storefront/shared';
import { waitingBranchesOf } from './features/branches/waiting-branches-store';
import { entryStoreOf } from './features/entry/entry-store';
import { branchLineOf } from './features/join/branch-line-store';

/**
 * The first paint of the waiting list (docs/decisions/reservations-and-waiting-list-first-paint.md): the page a party opens
 * from the QR code at the door or the SMS, on a phone. The branches with their lines, a branch's rules,
 * areas and line (the form for its first area), or the party's entry by the token in its path.
 */
const preload = async (root: RootStore, pathname: string): Promise<void> => {
  const match = matchRoute(pathname);
  if (!match) return;
  const { screen } = match.route;
  if (screen === 'waitingList') await waitingBranchesOf(root).branches.load();
  if (screen === 'waitingListBranch') {
    const branchId = Number(match.params.id);
    if (Number.isInteger(branchId) && branchId > 0) await branchLineOf(root).prepare(branchId);
  }
  if (screen === 'waitingListEntry') {
    const token = match.params.reservation ?? match.params.id;
    if (token) await entryStoreOf(root).entry.load(token);
  }
};

/**
 * Every screen of this remote is rendered on the server. The entry page is one party's (its link
 * token is in the path) and its place changes by the minute: it is rendered for each request and
 * never kept in the server's brief cache. The other two are the same for every guest; their live
 * figures (parties waiting, the line) are read again as soon as the page is hydrated.
 */
export const serverRendering: ServerRendering = {
  screens: ['waitingList', 'waitingListBranch', 'waitingListEntry'],
  preload,
  uncached: ['waitingListEntry'],
};
