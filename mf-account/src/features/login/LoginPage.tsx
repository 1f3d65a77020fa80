import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { localizePath, LoadingFallback, ScreenFrame, useStores, returnPathOf, Link, Navigate, useLocation } from '@storefront/shared';
import { lazyAfterFirstPaint } from '@storefront/shared/forms';
import '../account.css';
import { useAccountTexts } from '../../texts';

// The forms (react-hook-form, the human check, the code step) are in the server's page, disabled until they
// hydrate, which is once the page is interactive: their bytes are not among those of the first visit.
const MobileLogin = lazyAfterFirstPaint(() => import('./MobileLogin'), 'MobileLogin');
const EmailLogin = lazyAfterFirstPaint(() => import('./EmailLogin'), 'EmailLogin');

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
        <Suspense fallback={<LoadingFallback what="login form" />}>{method === 'mobile' ? <MobileLogin /> : <EmailLogin />}</Suspense>
      </div>
      <p>
        {t('login.noAccount')} <Link to={`${localizePath('/account/signup', locale.locale)}${search}`}>{t('login.signUp')}</Link>
      </p>
    </ScreenFrame>
  );
});
