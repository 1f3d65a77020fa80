import { observer } from 'mobx-react-lite';
import { useNamespace, useStores } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';

/**
 * What became of a login return (`?state=`) that did not simply log the customer in: refused (not
 * started in this browser) or failed, or another account waiting for the customer to choose.
 */
export const LoginReturnNotice = observer(function LoginReturnNotice() {
  const { session } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  const pending = session.loginReturn.pendingSwitch;
  if (pending) {
    const names = { current: session.customer?.name ?? '', next: pending.name };
    return (
      <section className="sf-notice" role="alertdialog" aria-labelledby="login-switch-title" aria-describedby="login-switch-question">
        <h2 id="login-switch-title">{t('loginReturn.switchTitle')}</h2>
        <p id="login-switch-question">{t('loginReturn.switchQuestion', names)}</p>
        <button type="button" className="sf-button" onClick={() => session.loginReturn.confirmSwitch()}>
          {t('loginReturn.switchTo', names)}
        </button>{' '}
        <button type="button" className="sf-button sf-button--secondary" onClick={() => session.loginReturn.declineSwitch()}>
          {t('loginReturn.stay', names)}
        </button>
      </section>
    );
  }
  const notice = session.loginReturn.notice;
  if (!notice) return null;
  return (
    <div className="sf-notice">
      <p role="alert">{t(`loginReturn.${notice}`)}</p>
      <button type="button" className="sf-link-button" onClick={() => session.loginReturn.dismissNotice()}>
        {t('loginReturn.dismiss')}
      </button>
    </div>
  );
});
