import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../routing/return-path';
import { useStores } from '../../stores/context';
import { Loading } from '../LoadState';

/**
 * A page for customers only: a guest goes to the login page and comes back to this exact URL (path,
 * query and hash); nothing shows before the session was checked.
 */
export const RequireCustomer = observer(function RequireCustomer({ children }: { children: ReactNode }) {
  const { session, locale } = useStores();
  const { pathname, search, hash } = useLocation();
  const { t } = useTranslation('common');
  if (!session.ready) return <Loading label={t('signingIn')} />;
  if (session.isGuest) return <Navigate replace to={loginPathFor(`${pathname}${search}${hash}`, locale.locale)} />;
  return <>{children}</>;
});
