import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteRoutes, ScreenFrame, useNamespace } from '@storefront/shared';
import { RequireCustomer } from './features/guard/RequireCustomer';
import { NAMESPACE, texts } from './texts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[name] }));

/** Each screen is its own chunk; the address screen's map (mapbox-gl) is a further chunk of that one. */
const SCREENS: Record<string, { component: LazyExoticComponent<ComponentType>; customer: boolean }> = {
  login: { component: named(() => import('./features/login/LoginPage'), 'LoginPage'), customer: false },
  signup: { component: named(() => import('./features/signup/SignupPage'), 'SignupPage'), customer: false },
  auth: { component: named(() => import('./features/auth/AuthPage'), 'AuthPage'), customer: false },
  account: { component: named(() => import('./features/profile/AccountPage'), 'AccountPage'), customer: true },
  points: { component: named(() => import('./features/ledgers/PointsPage'), 'PointsPage'), customer: true },
  wallet: { component: named(() => import('./features/ledgers/WalletPage'), 'WalletPage'), customer: true },
  addresses: { component: named(() => import('./features/addresses/AddressesPage'), 'AddressesPage'), customer: true },
  rewards: { component: named(() => import('./features/rewards/RewardsPage'), 'RewardsPage'), customer: true },
  challenges: { component: named(() => import('./features/challenges/ChallengesPage'), 'ChallengesPage'), customer: true },
  challenge: { component: named(() => import('./features/challenges/ChallengePage'), 'ChallengePage'), customer: true },
  orders: { component: named(() => import('./features/orders/OrdersPage'), 'OrdersPage'), customer: true },
  orderAsUsual: { component: named(() => import('./features/orders/OrderAsUsualPage'), 'OrderAsUsualPage'), customer: true },
  referralCode: { component: named(() => import('./features/referral/ReferralPage'), 'ReferralPage'), customer: true },
};

/** The account remote's route table: a lazy screen per route, customer pages behind the login. */
export default function App() {
  const { t } = useNamespace(NAMESPACE, texts);
  return (
    <div data-remote="account" data-build={process.env.REMOTE_BUILD_ID || undefined}>
      <Suspense fallback={<p role="status">{t('ui.loading')}</p>}>
        <RemoteRoutes
          owner="account"
          element={(route) => {
            const screen = SCREENS[route.screen];
            if (!screen) return <ScreenFrame title={t(`screens.${route.screen}`)} />;
            const Screen = screen.component;
            return screen.customer ? (
              <RequireCustomer>
                <Screen />
              </RequireCustomer>
            ) : (
              <Screen />
            );
          }}
        />
      </Suspense>
    </div>
  );
}
