import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { localizePath, useStores, Loading } from '@storefront/shared';
import { useCheckoutTexts } from '../../texts';

/** Pages of one customer's orders: a guest logs in at `/account/login` and comes back here. */
export const RequireCustomer = observer(function RequireCustomer({ children }: { children: ReactNode }) {
  const { session, locale } = useStores();
  const location = useLocation();
  const { t } = useCheckoutTexts();
  if (!session.ready) return <Loading label={t('ui.signingIn')} />;
  if (session.isGuest) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate replace to={`${localizePath('/account/login', locale.locale)}?return=${back}`} />;
  }
  return <>{children}</>;
});
