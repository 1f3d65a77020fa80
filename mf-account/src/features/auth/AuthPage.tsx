import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { localizePath, ScreenFrame, useStores, returnPathOf, RETURN_PARAM, Navigate, useLocation } from '@storefront/shared';
import { useAccountTexts } from '../../texts';

/**
 * `/auth`: where a login return (`?state=`) lands; once the session is checked, on to the account or
 * to the login page. A guest opening it without a state starts a login: a nonce is stored in this
 * browser and handed to the login page (`nonce=`); a login that happens elsewhere must carry it back
 * in its state, or the state is refused.
 */
export const AuthPage = observer(function AuthPage() {
  const { session, locale } = useStores();
  const { t } = useAccountTexts();
  const { search } = useLocation();
  const startsLogin = session.ready && session.isGuest;
  const nonce = useMemo(() => (startsLogin ? session.loginReturn.begin() : null), [session, startsLogin]);
  if (session.ready && !session.isGuest) return <Navigate replace to={returnPathOf(search, locale.locale)} />;
  if (session.ready) {
    const back = new URLSearchParams(search).get(RETURN_PARAM);
    const login = localizePath('/account/login', locale.locale);
    const query = new URLSearchParams();
    if (back) query.set(RETURN_PARAM, back);
    if (nonce) query.set('nonce', nonce);
    const rest = query.toString();
    return <Navigate replace to={rest ? `${login}?${rest}` : login} />;
  }
  return (
    <ScreenFrame title={t('screens.auth')}>
      <p role="status">{t('ui.signingIn')}</p>
    </ScreenFrame>
  );
});
