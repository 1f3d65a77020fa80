import { localizePath, ScreenFrame, useStores, Link, useNavigate, useSearchParams } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useCheckoutTexts, useCodeText, useErrorText } from '../../texts';
import { paymentCheckOf, type NotPaid } from './payment-check-store';
import { TendersNote } from './TendersNote';

/**
 * `/check-payment` and `/check_payment`: back from the provider's page. Shows "verifying" while the api
 * confirms the session with the provider; paid → the order page and the cart cleared; not paid → the
 * message, with cart and draft kept and a way to pay again.
 */
export const CheckPaymentPage = observer(function CheckPaymentPage() {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const codeText = useCodeText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const sessionId = params.get('session') ?? '';
  const locale = root.locale.locale;
  const store = paymentCheckOf(root);
  useEffect(() => (sessionId ? store.follow(sessionId) : undefined), [store, sessionId]);
  const outcome = sessionId ? store.outcome : { kind: 'missing' as const };
  const paidOrder = outcome.kind === 'paid' ? outcome.orderId : null;
  useEffect(() => {
    if (paidOrder) void navigate(localizePath(`/o/${paidOrder}`, locale), { replace: true });
  }, [paidOrder, navigate, locale]);

  const payLink = (id: string) => (
    <Link className="sf-button" to={localizePath(`/o/${id}/pay`, locale)}>
      {t('payment.payAgain')}
    </Link>
  );
  const orderLink = (id: string) => <Link to={localizePath(`/o/${id}`, locale)}>{t('payment.viewOrder')}</Link>;
  const tendersNote = (outcome: NotPaid) => outcome.tenders && <TendersNote tenders={outcome.tenders} currency={outcome.currency} />;
  return (
    <ScreenFrame title={t('screens.checkPayment')}>
      {outcome.kind === 'verifying' && <p role="status">{t('payment.verifying')}</p>}
      {outcome.kind === 'paid' && <p role="status">{t('payment.paid')}</p>}
      {outcome.kind === 'failed' && (
        <div role="alert">
          <p>{codeText(outcome.code)}</p>
          {tendersNote(outcome)}
          {outcome.payable && payLink(outcome.orderId)} {orderLink(outcome.orderId)}
        </div>
      )}
      {outcome.kind === 'expired' && (
        <div role="alert">
          <p>{codeText('payment_session_expired')}</p>
          {tendersNote(outcome)}
          <button type="button" className="sf-button" onClick={() => window.location.reload()}>
            {t('payment.refresh')}
          </button>{' '}
          {payLink(outcome.orderId)}
        </div>
      )}
      {outcome.kind === 'pending' && (
        <div role="alert">
          <p>{t('payment.pending')}</p>
          {tendersNote(outcome)}
          {outcome.payable && payLink(outcome.orderId)} {orderLink(outcome.orderId)}
        </div>
      )}
      {(outcome.kind === 'error' || outcome.kind === 'missing') && (
        <div role="alert">
          <p>{outcome.kind === 'error' ? errorText(outcome.error, t('payment.failed')) : t('payment.missing')}</p>
          {orderId && payLink(orderId)}
        </div>
      )}
    </ScreenFrame>
  );
});
