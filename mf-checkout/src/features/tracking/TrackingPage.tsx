import { formatTime, localizePath, ScreenFrame, useStores, LoadFailure, displayTimeZone, Link, useParams } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BranchContact } from '@storefront/shared/ui/branch';
import { useCheckoutTexts, useCodeText, useErrorText } from '../../texts';
import { CancellationNote, COMES_TO_BRANCH, StatusBadge, useStatusLabel } from '../order';
import '../ui';
import { RatingForm } from './RatingForm';
import { trackingOf } from './tracking-store';
import { ResourceLoading } from '@storefront/shared/data';

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
  const zone = displayTimeZone(root.tenant.tenant.country);
  const store = trackingOf(root);
  useEffect(() => store.follow(id), [store, id]);
  const { value: tracking, state, error } = store.tracking;
  const order = store.shownOrder;

  const title = t('screens.orderTracking');
  const orderLink = <Link to={localizePath(`/o/${id}`, locale)}>{t('tracking.details')}</Link>;
  if (!tracking)
    return (
      <ScreenFrame title={title}>
        {state === 'failed' || state === 'notFound' ? (
          <LoadFailure message={errorText(error, codeText('tracking_not_available'))} onRetry={() => void store.tracking.reload()}>
            {orderLink}
          </LoadFailure>
        ) : (
          <ResourceLoading what="order tracking" resource={store.tracking} />
        )}
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
      {order && <BranchContact branchId={order.branch.id} directions={COMES_TO_BRANCH.has(order.type)} />}
      {tracking.status === 'delivered' && order && !order.rating && <RatingForm />}
      {order?.rating && (
        <p role="status">
          {t('tracking.thanks')} {t('tracking.yourRating', { stars: order.rating.stars })}
        </p>
      )}
      <p>{orderLink}</p>
    </ScreenFrame>
  );
});
