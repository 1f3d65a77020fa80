import { ApiCallError, localizePath, ScreenFrame, useStores, Link, useParams } from '@storefront/shared';
import { useEffect, useRef, useState } from 'react';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { redirectTo } from '../ui/redirect';
import { payAgain } from './payment-calls';

/** `/o/{id}/pay`: a new payment session for the unpaid online order, then the provider's page. */
export function PayOrderPage() {
  const root = useStores();
  const { id = '' } = useParams();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    payAgain(root.api, id)
      .then((session) => redirectTo(session.redirect_url))
      .catch((error: unknown) => setFailure(errorText(error, error instanceof ApiCallError ? error.message : t('payment.failed'))));
  }, [root.api, id, errorText, t]);

  return (
    <ScreenFrame title={t('screens.orderPay')}>
      {failure ? (
        <div role="alert">
          <p>{failure}</p>
          <Link to={localizePath(`/o/${id}`, root.locale.locale)}>{t('payment.viewOrder')}</Link>
        </div>
      ) : (
        <p role="status">{t('payment.toPayment')}</p>
      )}
    </ScreenFrame>
  );
}
