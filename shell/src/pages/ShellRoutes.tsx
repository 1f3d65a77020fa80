import { lazy, Suspense, type ReactElement } from 'react';
import { LoadingFallback, RemoteRoutes, ScreenFrame, useNamespace, type RouteDefinition } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { ClosedPage } from './ClosedPage';
import { CustomerPortal, OrderMessage, ReferralLink, SiteLink } from './LinkPages';

import { BranchesPage, ContactPage, ContentPage } from './shell-screens';

// Pages with heavier code load only when visited (the server-rendered ones in shell-screens.ts).
const AppDownloadPage = lazy(() => import('./AppDownloadPage').then((m) => ({ default: m.AppDownloadPage })));

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
