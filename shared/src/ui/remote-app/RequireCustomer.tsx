import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../routing/return-path';
import { useStores } from '../../stores/context';
import { LoadingFallback } from '../LoadingFallback';

/**
 * A page for customers only: a guest goes to the login page and comes back to this exact URL (path,
 * query and hash); nothing shows before the session was checked, and that check never shows for longer
 * than the loading limit.
 */
export const RequireCustomer = observer(function RequireCustomer({ children }: { children: ReactNode }) {
  const { session, locale } = useStores();
  const { pathname, search, hash } = useLocation();
  const { t } = useTranslation('common');
  const [checks, setChecks] = useState(0);
  // A check that never answers ends at the loading limit with a retry that checks again.
  const checkAgain = () => {
    setChecks((count) => count + 1);
    void session.restore();
  };
  if (!session.ready) return <LoadingFallback key={checks} what="session check" label={t('signingIn')} onRetry={checkAgain} />;
  if (session.isGuest) return <Navigate replace to={loginPathFor(`${pathname}${search}${hash}`, locale.locale)} />;
  return <>{children}</>;
});
