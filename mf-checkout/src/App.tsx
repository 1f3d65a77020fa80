import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteRoutes, ScreenFrame, type RouteDefinition, Loading } from '@storefront/shared';
import { RequireCustomer } from './features/guard/RequireCustomer';
import { useCheckoutTexts } from './texts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> =>
  lazy(async () => ({ default: (await load())[name] }));

/** Each screen is its own chunk; the checkout logs a guest in itself, the order pages send a guest to the login page. */
const SCREENS: Record<string, { component: LazyExoticComponent<ComponentType>; customer: boolean }> = {
  checkout: { component: named(() => import('./features/checkout/CheckoutPage'), 'CheckoutPage'), customer: false },
  checkPayment: { component: named(() => import('./features/payment/CheckPaymentPage'), 'CheckPaymentPage'), customer: true },
  orderPay: { component: named(() => import('./features/payment/PayOrderPage'), 'PayOrderPage'), customer: true },
  order: { component: named(() => import('./features/order/OrderPage'), 'OrderPage'), customer: true },
  orderTracking: { component: named(() => import('./features/tracking/TrackingPage'), 'TrackingPage'), customer: true },
};

function Screen({ route }: { route: RouteDefinition }) {
  const { t } = useCheckoutTexts();
  const screen = SCREENS[route.screen];
  if (!screen) return <ScreenFrame title={t(`screens.${route.screen}`)} />;
  const Component = screen.component;
  return screen.customer ? (
    <RequireCustomer>
      <Component />
    </RequireCustomer>
  ) : (
    <Component />
  );
}

/** The checkout remote's route table: checkout, payment return, paying again, order details and tracking. */
export default function App() {
  return (
    <div data-remote="checkout" data-build={process.env.REMOTE_BUILD_ID || undefined}>
      <Suspense fallback={<Loading />}>
        <RemoteRoutes owner="checkout" element={(route) => <Screen route={route} />} />
      </Suspense>
    </div>
  );
}
