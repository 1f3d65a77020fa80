import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { localizePath, ScreenFrame, useStores } from '@storefront/shared';
import { returnPathOf, RETURN_PARAM } from '../guard/return-path';
import { useAccountTexts } from '../ui/use-account-texts';

/** `/auth`: where a login return (`?state=`) lands; once the session is checked, on to the account or to the login page. */
export const AuthPage = observer(function AuthPage() {
  const { session, locale } = useStores();
  const { t } = useAccountTexts();
  const { search } = useLocation();
  if (session.ready && !session.isGuest) return <Navigate replace to={returnPathOf(search, locale.locale)} />;
  if (session.ready) {
    const back = new URLSearchParams(search).get(RETURN_PARAM);
    const login = localizePath('/account/login', locale.locale);
    return <Navigate replace to={back ? `${login}?${RETURN_PARAM}=${encodeURIComponent(back)}` : login} />;
  }
  return (
    <ScreenFrame title={t('screens.auth')}>
      <p role="status">{t('ui.signingIn')}</p>
    </ScreenFrame>
  );
});
