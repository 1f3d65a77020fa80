/** Account screens that need a customer (and /auth without a login return): a guest is sent to the login page. */
export const ACCOUNT_CUSTOMER_SCREENS: ReadonlySet<string> = new Set([
  'auth',
  'account',
  'points',
  'wallet',
  'addresses',
  'rewards',
  'challenges',
  'challenge',
  'referralCode',
  'orders',
  'orderAsUsual',
]);

/** Reservation screens about one customer's reservation: a guest is sent to the login page. */
export const RESERVATION_CUSTOMER_SCREENS: ReadonlySet<string> = new Set([
  'reservation',
  'changeReservation',
  'continueReservation',
  'confirmReservation',
]);
