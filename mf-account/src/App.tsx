import { lazyScreen, remoteApp } from '@storefront/shared';
import { NAMESPACE, texts } from './texts';

/** The account remote: each screen its own chunk (the address screen's map, mapbox-gl, a further one), customer pages behind the login. */
export default remoteApp({
  owner: 'account',
  namespace: NAMESPACE,
  texts,
  build: process.env.REMOTE_BUILD_ID,
  screens: {
    login: { screen: lazyScreen(() => import('./features/login/LoginPage'), 'LoginPage') },
    signup: { screen: lazyScreen(() => import('./features/signup/SignupPage'), 'SignupPage') },
    resetPassword: { screen: lazyScreen(() => import('./features/password-reset/ResetPasswordPage'), 'ResetPasswordPage') },
    auth: { screen: lazyScreen(() => import('./features/auth/AuthPage'), 'AuthPage') },
    account: { screen: lazyScreen(() => import('./features/profile/AccountPage'), 'AccountPage'), customer: true },
    points: { screen: lazyScreen(() => import('./features/ledgers/PointsPage'), 'PointsPage'), customer: true },
    wallet: { screen: lazyScreen(() => import('./features/ledgers/WalletPage'), 'WalletPage'), customer: true },
    addresses: { screen: lazyScreen(() => import('./features/addresses/AddressesPage'), 'AddressesPage'), customer: true },
    rewards: { screen: lazyScreen(() => import('./features/rewards/RewardsPage'), 'RewardsPage'), customer: true },
    challenges: { screen: lazyScreen(() => import('./features/challenges/ChallengesPage'), 'ChallengesPage'), customer: true },
    challenge: { screen: lazyScreen(() => import('./features/challenges/ChallengePage'), 'ChallengePage'), customer: true },
    orders: { screen: lazyScreen(() => import('./features/orders/OrdersPage'), 'OrdersPage'), customer: true },
    orderAsUsual: { screen: lazyScreen(() => import('./features/orders/OrderAsUsualPage'), 'OrderAsUsualPage'), customer: true },
    referralCode: { screen: lazyScreen(() => import('./features/referral/ReferralPage'), 'ReferralPage'), customer: true },
  },
});
