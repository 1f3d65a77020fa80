import type { Order } from '@storefront/shared/contracts';
import { displayTimeZone, formatDate, useMoney, useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useCheckoutTexts } from '../../texts';

/** What became of a canceled order: the restaurant's reason, and the refund with where it went and when. */
export const CancellationNote = observer(function CancellationNote({ order }: { order: Order }) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const formatMoney = useMoney();
  if (order.status !== 'canceled') return null;
  const { refund } = order;
  return (
    <section className="sf-card" role="status" aria-labelledby="order-canceled">
      <h3 id="order-canceled">{t('order.canceled.heading')}</h3>
      {order.cancel_reason && <p>{t('order.canceled.reason', { reason: order.cancel_reason })}</p>}
      {refund && (
        <p>
          {t(refund.status === 'refunded' ? 'order.canceled.refunded' : 'order.canceled.pending', {
            amount: formatMoney(refund.amount, order.currency),
            to: t(`order.canceled.to.${refund.to}`),
            date: formatDate(new Date(refund.at), displayTimeZone(root.tenant.tenant.country)),
          })}
        </p>
      )}
    </section>
  );
});
