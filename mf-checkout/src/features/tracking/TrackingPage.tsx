import { type Order, type Tracking } from '@storefront/shared/contracts';
import {
  formatTime,
  localizePath,
  ScreenFrame,
  useStores,
  LoadFailure,
  Loading,
  displayTimeZone,
  Link,
  useParams,
} from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useCheckoutTexts, useCodeText, useErrorText } from '../../texts';
import { fetchOrder, fetchTracking } from '../order/order-calls';
import { StatusBadge, useStatusLabel } from '../order/StatusBadge';
import { CancellationNote } from '../order/CancellationNote';
import { RatingForm } from './RatingForm';
import '../ui/checkout.css';
import { useOrderUpdates } from '../order/use-order-updates';

/**
 * `/order/{id}/tracking`: the status timeline and estimated time, live from `order.updated`; rating once delivered;
 * the reason and the refund once canceled.
 */
export const TrackingPage = observer(function TrackingPage() {
  const root = useStores();
  const locale = root.locale.locale;
  const { id = '' } = useParams();
  const { t } = useCheckoutTexts();
  const codeText = useCodeText();
  const errorText = useErrorText();
  const statusLabel = useStatusLabel();
  const [tracking, setTracking] = useState<Tracking | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const zone = displayTimeZone(root.tenant.tenant.country);

  const load = useCallback(() => {
    fetchTracking(root.api, id)
      .then((answer) => {
        setTracking(answer);
        setFailure(null);
        if (answer.status === 'delivered' || answer.status === 'canceled')
          void fetchOrder(root.api, id)
            .then(setOrder)
            .catch(() => null);
      })
      .catch((error: unknown) => setFailure(errorText(error, codeText('tracking_not_available'))));
  }, [root.api, id, errorText, codeText]);

  useEffect(() => load(), [load]);
  useOrderUpdates(id, load);

  const title = t('screens.orderTracking');
  const orderLink = <Link to={localizePath(`/o/${id}`, locale)}>{t('tracking.details')}</Link>;
  if (failure)
    return (
      <ScreenFrame title={title}>
        <LoadFailure message={failure} onRetry={load}>
          {orderLink}
        </LoadFailure>
      </ScreenFrame>
    );
  if (!tracking)
    return (
      <ScreenFrame title={title}>
        <Loading />
      </ScreenFrame>
    );
  const clock = (iso: string) => formatTime(new Date(iso), locale, zone);
  return (
    <ScreenFrame title={title}>
      <p>
        <StatusBadge status={tracking.status} />
      </p>
      {tracking.estimated_at && <p>{t('tracking.estimated', { time: clock(tracking.estimated_at) })}</p>}
      <p className="sf-visually-hidden">{t('tracking.live')}</p>
      {tracking.steps.length > 0 && (
        <ol aria-label={t('tracking.timeline')} aria-live="polite" className="sf-timeline">
          {tracking.steps.map((step) => (
            <li key={step.status} data-reached={step.reached} aria-current={step.status === tracking.status ? 'step' : undefined}>
              <strong>{statusLabel(step.status)}</strong>{' '}
              <span>{step.reached && step.at ? t('tracking.reached', { time: clock(step.at) }) : t('tracking.waiting')}</span>
            </li>
          ))}
        </ol>
      )}
      {order && <CancellationNote order={order} />}
      {tracking.status === 'delivered' && order && !order.rating && (
        <RatingForm orderId={order.id} onRated={(rating) => setOrder({ ...order, rating })} />
      )}
      {order?.rating && (
        <p role="status">
          {t('tracking.thanks')} {t('tracking.yourRating', { stars: order.rating.stars })}
        </p>
      )}
      <p>{orderLink}</p>
    </ScreenFrame>
  );
});
