import { type OrderSummary } from '@storefront/shared/contracts';
import { Notice, localizePath, ScreenFrame, useStores, type LocalizedText, Link } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useAccountTexts, useErrorText } from '../../texts';
import { ordersOf } from './orders-store';
import { OrdersList } from './OrdersList';

/** `/order-as-usual/{page}`: a past delivered order repeated in one action; items no longer served are dropped and listed. */
export const OrderAsUsualPage = observer(function OrderAsUsualPage() {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ dropped: LocalizedText[] } | null>(null);

  const repeat = async (order: OrderSummary) => {
    setBusy(order.id);
    setFailure(null);
    try {
      setDone({ dropped: await ordersOf(root).reorder(order) });
    } catch (error) {
      setFailure(errorText(error, t('orders.repeatFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ScreenFrame title={t('screens.orderAsUsual')}>
      {done && (
        <div role="status" className="sf-card">
          {done.dropped.length > 0 && (
            <>
              <p>{t('orders.dropped')}</p>
              <ul>
                {done.dropped.map((names) => (
                  <li key={names.en}>{names[locale]}</li>
                ))}
              </ul>
            </>
          )}
          <Link className="sf-button" to={localizePath('/checkout', locale)}>
            {t('orders.goCheckout')}
          </Link>
        </div>
      )}
      <Notice kind="alert">{failure}</Notice>
      <OrdersList
        usual
        basePath="/order-as-usual"
        action={(order) => (
          <button type="button" className="sf-button" disabled={busy !== null} onClick={() => void repeat(order)}>
            {busy === order.id ? t('orders.repeating') : t('orders.repeat', { number: order.number })}
          </button>
        )}
      />
    </ScreenFrame>
  );
});
