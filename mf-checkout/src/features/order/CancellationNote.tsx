import type { Order } from '@storefront/shared/contracts';
import { displayTimeZone, formatDate, useMoney, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import { observer } from 'mobx-react-lite';
import { useCheckoutTexts } from '../../texts';
import { andList } from './order-tenders';

/**
 * What became of a canceled order: the restaurant's reason, and every part that came back with where it went and
 * when: what was paid online (to the card, or to the wallet by the tenant's setting), the wallet and the points the
 * order used (a cancel gives them back in its own transaction, so a canceled order has them back).
 */
export const CancellationNote = observer(function CancellationNote({ order }: { order: Order }) {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useCheckoutTexts();
  const formatMoney = useMoney();
  const points = usePoints();
  if (order.status !== 'canceled') return null;
  const { refund } = order;
  const money = (amount: number) => formatMoney(amount, order.currency);
  const toCard = refund?.to === 'card' ? refund.amount : 0;
  const toWallet = order.wallet_discount + (refund?.to === 'wallet' ? refund.amount : 0);
  const cardPart = toCard > 0 ? [t('order.canceled.to.card', { amount: money(toCard) })] : [];
  const backParts = [
    ...(toWallet > 0 ? [t('order.canceled.to.wallet', { amount: money(toWallet) })] : []),
    ...(order.points_used > 0 ? [t('order.canceled.points', { count: order.points_used, points: points(order.points_used) })] : []),
  ];
  const date = refund && formatDate(new Date(refund.at), displayTimeZone(root.tenant.tenant.country));
  // A card refund the provider has not taken yet is on its way; the wallet and points are back already.
  const sentences =
    refund && refund.status === 'refunded'
      ? [t('order.canceled.refunded', { parts: andList([...cardPart, ...backParts], locale), date })]
      : [
          ...(cardPart.length > 0 ? [t('order.canceled.pending', { parts: andList(cardPart, locale) })] : []),
          ...(backParts.length > 0 ? [t('order.canceled.returned', { parts: andList(backParts, locale) })] : []),
        ];
  return (
    <section className="sf-card" role="status" aria-labelledby="order-canceled">
      <h3 id="order-canceled">{t('order.canceled.heading')}</h3>
      {order.cancel_reason && <p>{t('order.canceled.reason', { reason: order.cancel_reason })}</p>}
      {sentences.length > 0 && <p>{sentences.join(' ')}</p>}
    </section>
  );
});
