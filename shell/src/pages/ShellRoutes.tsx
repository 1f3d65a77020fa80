import { lazy, Suspense, type ReactElement } from 'react';
import { LoadingFallback, RemoteRoutes, ScreenFrame, useNamespace, type RouteDefinition } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { BranchesPage, ContactPage, ContentPage } from './shell-screens';

// Pages no first visit to the menu shows load only when visited (the server-rendered ones in shell-screens.ts).
const AppDownloadPage = lazy(() => import('./AppDownloadPage').then((m) => ({ default: m.AppDownloadPage })));
const ClosedPage = lazy(() => import('./ClosedPage').then((m) => ({ default: m.ClosedPage })));
const linkPage = (name: 'CustomerPortal' | 'OrderMessage' | 'ReferralLink' | 'SiteLink') =>
  lazy(() => import(/* webpackChunkName: "link-pages" */ './LinkPages').then((m) => ({ default: m[name] })));
const CustomerPortal = linkPage('CustomerPortal');
const SiteLink = linkPage('SiteLink');
const ReferralLink = linkPage('ReferralLink');
const OrderMessage = linkPage('OrderMessage');

const SCREENS: Partial<Record<string, () => ReactElement>> = {
  closed: () => <ClosedPage />,
  page: () => <ContentPage />,
  app: () => <AppDownloadPage />,
  contactUs: () => <ContactPage />,
  branches: () => <BranchesPage />,
  cp: () => <CustomerPortal />,
  link: () => <SiteLink />,
  referralLink: () => <ReferralLink />,
  orderMessage: () => <OrderMessage />,
};

/** The pages the shell owns. */
export function ShellRoutes() {
  const { t } = useNamespace(NAMESPACE, texts);
  const element = (route: RouteDefinition) => SCREENS[route.screen]?.() ?? <ScreenFrame title={t(`screens.${route.screen}`)} />;
  return (
    <Suspense fallback={<LoadingFallback what="shell page" />}>
      <RemoteRoutes owner="shell" element={element} />
    </Suspense>
  );
}
