import { lazyScreen, remoteApp } from '@storefront/shared';
import { NAMESPACE, texts } from './texts';

/** The reservations remote: the branch list, the three steps (step one open to guests, a hold needs a login) and a reservation's page. */
export default remoteApp({
  owner: 'reservations',
  namespace: NAMESPACE,
  texts,
  build: process.env.REMOTE_BUILD_ID,
  screens: {
    reservations: { screen: lazyScreen(() => import('./features/branches/ReservationBranchesPage'), 'ReservationBranchesPage') },
    reservationBranch: { screen: lazyScreen(() => import('./features/booking/BranchScreens'), 'ReservationBranchScreen') },
    continueReservation: {
      screen: lazyScreen(() => import('./features/booking/BranchScreens'), 'ContinueReservationScreen'),
      customer: true,
    },
    confirmReservation: {
      screen: lazyScreen(() => import('./features/booking/BranchScreens'), 'ConfirmReservationScreen'),
      customer: true,
    },
    reservation: { screen: lazyScreen(() => import('./features/reservation/ReservationPage'), 'ReservationPage'), customer: true },
    changeReservation: {
      screen: lazyScreen(() => import('./features/change/ChangeReservationPage'), 'ChangeReservationPage'),
      customer: true,
    },
  },
});
