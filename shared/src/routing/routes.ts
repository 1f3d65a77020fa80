import type { RemoteName } from '../contracts/modules';

export type RouteOwner = RemoteName | 'shell';

export interface RouteDefinition {
  /** Stable id of the screen; also the i18n key of its title (`screens.<id>`). */
  screen: string;
  /** Path without the locale prefix, in react-router syntax (`:param`, `:param?`). */
  path: string;
  owner: RouteOwner;
}

/**
 * Every route of docs/specification.md §2 and the package that owns it (README.md, "How the parts fit").
 * Each path exists in Arabic without prefix and in English under `/en`.
 */
export const ROUTES: readonly RouteDefinition[] = [
  // mf-menu: home and type selection, menu, item, cart
  { screen: 'home', path: '/', owner: 'menu' },
  { screen: 'menu', path: '/menu', owner: 'menu' },
  { screen: 'menuByType', path: '/menu/:type', owner: 'menu' },
  { screen: 'dineInMenu', path: '/menu/:type/session/:id', owner: 'menu' },
  { screen: 'item', path: '/item/:item', owner: 'menu' },
  { screen: 'selectType', path: '/select-type/:type', owner: 'menu' },
  { screen: 'selectTypeBranch', path: '/select-type/:type/:branch', owner: 'menu' },
  // mf-checkout: checkout, payment, order details, tracking
  { screen: 'checkout', path: '/checkout', owner: 'checkout' },
  { screen: 'checkPayment', path: '/check_payment', owner: 'checkout' },
  { screen: 'checkPayment', path: '/check-payment', owner: 'checkout' },
  { screen: 'order', path: '/o/:id', owner: 'checkout' },
  { screen: 'orderPay', path: '/o/:id/pay', owner: 'checkout' },
  { screen: 'order', path: '/order/:id', owner: 'checkout' },
  { screen: 'orderTracking', path: '/order/:id/tracking', owner: 'checkout' },
  // mf-account: login, account pages, orders, order-as-usual
  { screen: 'account', path: '/account', owner: 'account' },
  { screen: 'auth', path: '/auth', owner: 'account' },
  { screen: 'login', path: '/account/login', owner: 'account' },
  { screen: 'signup', path: '/account/signup', owner: 'account' },
  { screen: 'resetPassword', path: '/account/reset-password', owner: 'account' },
  { screen: 'orders', path: '/account/orders', owner: 'account' },
  { screen: 'orders', path: '/account/orders/:page', owner: 'account' },
  { screen: 'points', path: '/account/points', owner: 'account' },
  { screen: 'wallet', path: '/account/wallet', owner: 'account' },
  { screen: 'addresses', path: '/my-address', owner: 'account' },
  { screen: 'orderAsUsual', path: '/order-as-usual', owner: 'account' },
  { screen: 'orderAsUsual', path: '/order-as-usual/:page', owner: 'account' },
  { screen: 'rewards', path: '/rewards', owner: 'account' },
  { screen: 'challenges', path: '/challenges', owner: 'account' },
  { screen: 'challenge', path: '/challenges/:id', owner: 'account' },
  { screen: 'referralCode', path: '/referral-code', owner: 'account' },
  // mf-reservations
  { screen: 'reservations', path: '/reservations', owner: 'reservations' },
  { screen: 'reservationBranch', path: '/reservations/branch/:id', owner: 'reservations' },
  { screen: 'confirmReservation', path: '/reservations/branch/:id/confirm-reservation/:reservation', owner: 'reservations' },
  { screen: 'continueReservation', path: '/reservations/branch/:id?/continue-reservation/:reservation?', owner: 'reservations' },
  { screen: 'reservation', path: '/reservations/:id', owner: 'reservations' },
  { screen: 'changeReservation', path: '/reservations/:id/change', owner: 'reservations' },
  // mf-waiting-list
  { screen: 'waitingList', path: '/waiting-list', owner: 'waiting-list' },
  { screen: 'waitingListBranch', path: '/waiting-list/branch/:id', owner: 'waiting-list' },
  { screen: 'waitingListEntry', path: '/waiting-list/branch/:id/:reservation', owner: 'waiting-list' },
  { screen: 'waitingListEntry', path: '/waiting-list/:id', owner: 'waiting-list' },
  // mf-emenu
  { screen: 'emenu', path: '/emenu/:id', owner: 'emenu' },
  { screen: 'emenuBranch', path: '/menu/:type/branch/:id', owner: 'emenu' },
  { screen: 'emenuBranch', path: '/menu/e/branch/:uuid', owner: 'emenu' },
  { screen: 'emenuBranches', path: '/menu/e/branches/:uuid', owner: 'emenu' },
  // shell: site states and content pages
  { screen: 'closed', path: '/closed', owner: 'shell' },
  { screen: 'branches', path: '/branches', owner: 'shell' },
  { screen: 'contactUs', path: '/contact-us', owner: 'shell' },
  { screen: 'app', path: '/app', owner: 'shell' },
  { screen: 'cp', path: '/cp', owner: 'shell' },
  { screen: 'link', path: '/link', owner: 'shell' },
  { screen: 'orderMessage', path: '/o/message', owner: 'shell' },
  { screen: 'page', path: '/page/:slug?', owner: 'shell' },
  { screen: 'referralLink', path: '/r/:id?', owner: 'shell' },
  { screen: 'table', path: '/table/:code', owner: 'shell' },
];

export const routesOf = (owner: RouteOwner): RouteDefinition[] => ROUTES.filter((r) => r.owner === owner);
