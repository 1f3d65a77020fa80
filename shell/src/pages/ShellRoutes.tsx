import { RemoteRoutes, ScreenFrame, useNamespace } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { AppDownloadPage } from './AppDownloadPage';
import { ClosedPage } from './ClosedPage';
import { ContentPage } from './ContentPage';
import { CustomerPortal, OrderMessage, ReferralLink, SiteLink } from './LinkPages';
import { BranchesPage } from '../features/branches/BranchesPage';
import { ContactPage } from '../features/contact/ContactPage';

/** The pages the shell owns. Screens not built yet show their frame. */
export function ShellRoutes() {
  const { t } = useNamespace(NAMESPACE, texts);
  return (
    <RemoteRoutes
      owner="shell"
      element={(route) => {
        switch (route.screen) {
          case 'closed':
            return <ClosedPage />;
          case 'page':
            return <ContentPage />;
          case 'app':
            return <AppDownloadPage />;
          case 'contactUs':
            return <ContactPage />;
          case 'branches':
            return <BranchesPage />;
          case 'cp':
            return <CustomerPortal />;
          case 'link':
            return <SiteLink />;
          case 'referralLink':
            return <ReferralLink />;
          case 'orderMessage':
            return <OrderMessage />;
          default:
            return <ScreenFrame title={t(`screens.${route.screen}`)} />;
        }
      }}
    />
  );
}
