import { lazyScreen, remoteApp } from '@storefront/shared';
import { NAMESPACE, texts } from './texts';

/** The checkout remote: the checkout logs a guest in itself; payment, order and tracking pages send a guest to the login page. */
export default remoteApp({
  owner: 'checkout',
  namespace: NAMESPACE,
  texts,
  build: process.env.REMOTE_BUILD_ID,
  screens: {
    checkout: { screen: lazyScreen(() => import('./features/checkout/CheckoutPage'), 'CheckoutPage') },
    checkPayment: { screen: lazyScreen(() => import('./features/payment/CheckPaymentPage'), 'CheckPaymentPage'), customer: true },
    orderPay: { screen: lazyScreen(() => import('./features/payment/PayOrderPage'), 'PayOrderPage'), customer: true },
    order: { screen: lazyScreen(() => import('./features/order/OrderPage'), 'OrderPage'), customer: true },
    orderTracking: { screen: lazyScreen(() => import('./features/tracking/TrackingPage'), 'TrackingPage'), customer: true },
  },
});
