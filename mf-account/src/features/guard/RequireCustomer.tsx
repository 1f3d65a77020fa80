import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '@storefront/shared';
import { useAccountTexts } from '../ui/use-account-texts';
import { loginPathFor } from './return-path';

/** Pages for customers: a guest goes to the login page and comes back here; nothing shows before the session was checked. */
export const RequireCustomer = observer(function RequireCustomer({ children }: { children: ReactNode }) {
  const { session, locale } = useStores();
  const location = useLocation();
  const { t } = useAccountTexts();
  if (!session.ready) return <p role="status">{t('ui.signingIn')}</p>;
  if (session.isGuest)
    return <Navigate replace to={loginPathFor(`${location.pathname}${location.search}${location.hash}`, locale.locale)} />;
  return <>{children}</>;
});
