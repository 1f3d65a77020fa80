import { ApiCallError, localizePath, ScreenFrame, useStores, Link, useParams } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { CardPaymentForm } from '@storefront/shared/forms';
import { payOrderOf } from './pay-order-store';

/** `/o/{id}/pay`: the unpaid online order's payment session, then the provider's page or the card step. */
export const PayOrderPage = observer(function PayOrderPage() {
  const root = useStores();
  const { id = '' } = useParams();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const store = payOrderOf(root);
  useEffect(() => store.follow(id), [store, id]);
  const { state, error } = store.session;
  // A failed ask (a first one, or one asked again over an earlier session) until the next one is on its way.
  const failed = error !== null && state !== 'loading';
  const card = state === 'ready' ? store.session.value?.card_form : null;

  return (
    <ScreenFrame title={t('screens.orderPay')}>
      {failed ? (
        <div role="alert">
          <p>{errorText(error, error instanceof ApiCallError ? error.message : t('payment.failed'))}</p>
          <Link to={localizePath(`/o/${id}`, root.locale.locale)}>{t('payment.viewOrder')}</Link>
        </div>
      ) : card ? (
        <CardPaymentForm card={card} />
      ) : (
        <p role="status">{t('payment.toPayment')}</p>
      )}
    </ScreenFrame>
  );
});
