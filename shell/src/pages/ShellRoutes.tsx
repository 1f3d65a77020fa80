import { lazy, Suspense, type ReactElement } from 'react';
import { LoadingFallback, RemoteRoutes, ScreenFrame, useNamespace, type RouteDefinition } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { ClosedPage } from './ClosedPage';
import { CustomerPortal, OrderMessage, ReferralLink, SiteLink } from './LinkPages';

// Pages with heavier code (forms, sanitizer, lists) load only when visited.
const ContentPage = lazy(() => import('./ContentPage').then((m) => ({ default: m.ContentPage })));
const AppDownloadPage = lazy(() => import('./AppDownloadPage').then((m) => ({ default: m.AppDownloadPage })));
const ContactPage = lazy(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const BranchesPage = lazy(() => import('../features/branches/BranchesPage').then((m) => ({ default: m.BranchesPage })));

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
