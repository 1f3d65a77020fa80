import { matchRoute, type RootStore, type ServerRendering } from '@storefront/shared';
import { reservationBranchesOf } from './features/branches/reservation-branches-store';
import { bookingOf } from './features/booking/booking-store';

/**
 * The first paint of a reservation link (docs/decisions/reservations-and-waiting-list-first-paint.md): the branches that take
 * reservations, or a branch's step one as a guest starts it (its rules, today and the party's size).
 * Its periods are live (a table held a second ago is gone) and come with a POST: the browser reads
 * them once the page is hydrated, so a cached page never shows a period that was taken meanwhile.
 */
const preload = async (root: RootStore, pathname: string): Promise<void> => {
  const match = matchRoute(pathname);
  if (!match) return;
  if (match.route.screen === 'reservations') await reservationBranchesOf(root).branches.load();
  if (match.route.screen === 'reservationBranch') await bookingOf(root).prepare(match.params.id);
};

/** The screens a guest lands on from a shared link; the later steps and a reservation's page need a login and are the browser's. */
export const serverRendering: ServerRendering = { screens: ['reservations', 'reservationBranch'], preload };
