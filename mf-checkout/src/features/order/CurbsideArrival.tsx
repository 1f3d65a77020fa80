import { canSayArrived, type Order } from '@storefront/shared/contracts';
import { Notice, useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { orderOf } from './order-store';

/**
 * A pickup from the car the branch accepted and has not handed over: "I've arrived" tells the branch the car
 * is outside; once said (also after a reload: the order carries it), "The branch knows you're outside".
 */
export const CurbsideArrival = observer(function CurbsideArrival({ order }: { order: Order }) {
  const store = orderOf(useStores());
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!canSayArrived(order)) return null;

  const sayArrived = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await store.arrived(order.id);
    } catch (error) {
      setFailure(errorText(error, t('order.arrival.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sf-card__actions">
      {order.arrived_at ? (
        <p role="status" className="sf-checkout__arrived-told">
          {t('order.arrival.told')}
        </p>
      ) : (
        <button
          type="button"
          className="sf-button sf-checkout__arrived"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void sayArrived();
          }}
        >
          {t('order.arrival.button')}
        </button>
      )}
      <Notice kind="alert">{failure}</Notice>
    </div>
  );
});
