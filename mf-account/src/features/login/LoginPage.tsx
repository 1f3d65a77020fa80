import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { localizePath, ScreenFrame, useStores, returnPathOf, Link, Navigate, useLocation } from '@storefront/shared';
import '../account.css';
import { useAccountTexts } from '../../texts';
import { EmailLogin } from './EmailLogin';
import { MobileLogin } from './MobileLogin';

type Method = 'mobile' | 'email';

/** `/account/login`: by mobile (default) or by e-mail; a logged-in customer goes straight on. */
export const LoginPage = observer(function LoginPage() {
  const { session, locale } = useStores();
  const { t } = useAccountTexts();
  const { search } = useLocation();
  const [method, setMethod] = useState<Method>('mobile');
  if (session.ready && !session.isGuest) return <Navigate replace to={returnPathOf(search, locale.locale)} />;
  const tab = (value: Method, label: string) => (
    <button
      type="button"
      role="tab"
      id={`login-tab-${value}`}
      aria-selected={method === value}
      aria-controls={`login-panel-${value}`}
      className="sf-link-button"
      onClick={() => setMethod(value)}
    >
      {label}
    </button>
  );
  return (
    <ScreenFrame title={t('screens.login')}>
      <div role="tablist" aria-label={t('login.method')} className="sf-tabs">
        {tab('mobile', t('login.byMobile'))}
        {tab('email', t('login.byEmail'))}
      </div>
      <div role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`}>
        {method === 'mobile' ? <MobileLogin /> : <EmailLogin />}
      </div>
      <p>
        {t('login.noAccount')} <Link to={`${localizePath('/account/signup', locale.locale)}${search}`}>{t('login.signUp')}</Link>
      </p>
    </ScreenFrame>
  );
});
