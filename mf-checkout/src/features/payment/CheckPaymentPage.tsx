import { type ApiErrorCode, type OrderTenders } from '@storefront/shared/contracts';
import { localizePath, ScreenFrame, useStores, Link, useNavigate, useSearchParams } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useCheckoutTexts, useCodeText, useErrorText } from '../../texts';
import { forgetCheckout } from '../checkout/checkout-draft';
import { confirmPayment } from './payment-calls';
import { TendersNote } from './TendersNote';

/** An unpaid order: whether it can still be paid, and what became of its wallet and points. */
interface NotPaid {
  orderId: string;
  payable: boolean;
  tenders: OrderTenders | null;
  currency: string;
}

type Outcome =
  | { kind: 'verifying' }
  | { kind: 'paid' }
  | ({ kind: 'failed'; code: ApiErrorCode } & NotPaid)
  | ({ kind: 'expired' } & NotPaid)
  | ({ kind: 'pending' } & NotPaid)
  | { kind: 'error'; message: string };

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
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  const asked = useRef(false);
  const locale = root.locale.locale;

  useEffect(() => {
    if (asked.current) return;
    if (!sessionId) {
      setOutcome({ kind: 'error', message: t('payment.missing') });
      return;
    }
    asked.current = true;
    confirmPayment(root.api, sessionId)
      .then((answer) => {
        const id = String(answer.order_id);
        if (answer.paid) {
          root.cart.clear();
          forgetCheckout(root.tenant.tenant.name);
          setOutcome({ kind: 'paid' });
          void navigate(localizePath(`/o/${id}`, locale), { replace: true });
          return;
        }
        const notPaid: NotPaid = {
          orderId: id,
          payable: answer.payable ?? true,
          tenders: answer.tenders ?? null,
          currency: answer.session.currency,
        };
        if (answer.code === 'payment_session_expired' && notPaid.payable) setOutcome({ kind: 'expired', ...notPaid });
        else if (answer.code) setOutcome({ kind: 'failed', code: answer.code, ...notPaid });
        else setOutcome({ kind: 'pending', ...notPaid });
      })
      .catch((error: unknown) => setOutcome({ kind: 'error', message: errorText(error, t('payment.failed')) }));
  }, [root, sessionId, navigate, locale, t, errorText]);

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
      {outcome.kind === 'error' && (
        <div role="alert">
          <p>{outcome.message}</p>
          {orderId && payLink(orderId)}
        </div>
      )}
    </ScreenFrame>
  );
});
