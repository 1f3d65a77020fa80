import { type OrderSummary } from '@storefront/shared/contracts';
import { Notice, ScreenFrame, useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useAccountTexts, useErrorText } from '../../texts';
import { OrderAgainNotice, type OrderedAgain } from './OrderAgainNotice';
import { ordersOf } from './orders-store';
import { OrdersList } from './OrdersList';

/**
 * `/account/orders/{page}`: my orders, newest first, with status and total; "Order again" puts an order's dishes
 * back in the cart and says which were added and which could not be (no longer on the menu, or sold out).
 */
export const OrdersPage = observer(function OrdersPage() {
  const root = useStores();
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<OrderedAgain | null>(null);

  const again = async (order: OrderSummary) => {
    setBusy(order.id);
    setFailure(null);
    setDone(null);
    try {
      const dropped = await ordersOf(root).reorder(order);
      setDone({ number: order.number, added: root.cart.cart?.lines ?? [], dropped });
    } catch (error) {
      setFailure(errorText(error, t('orders.repeatFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ScreenFrame title={t('screens.orders')}>
      <OrderAgainNotice done={done} />
      <Notice kind="alert">{failure}</Notice>
      <OrdersList
        usual={false}
        basePath="/account/orders"
        action={(order) => (
          <button
            type="button"
            className="sf-button sf-button--secondary"
            aria-label={t('orders.repeat', { number: order.number })}
            disabled={busy !== null}
            onClick={() => void again(order)}
          >
            {busy === order.id ? t('orders.repeating') : t('orders.orderAgain')}
          </button>
        )}
      />
    </ScreenFrame>
  );
});
