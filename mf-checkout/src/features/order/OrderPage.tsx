import { type Order } from '@storefront/shared/contracts';
import {
  formatDate,
  useMoney,
  type MoneyOptions,
  formatTime,
  localizePath,
  ScreenFrame,
  useStores,
  LoadFailure,
  joinList,
  displayTimeZone,
  Link,
  useParams,
} from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import { BranchContact } from '@storefront/shared/ui/branch';
import { PushOptIn } from '@storefront/shared/push';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useCheckoutTexts, useErrorText } from '../../texts';
import '../ui';
import { CancellationNote } from './CancellationNote';
import { COMES_TO_BRANCH } from './comes-to-branch';
import { CurbsideArrival } from './CurbsideArrival';
import { orderAmountLines } from './order-lines';
import { orderOf } from './order-store';
import { andList, paidBy, type Tender } from './order-tenders';
import { StatusBadge } from './StatusBadge';
import { ResourceLoading } from '@storefront/shared/data';

/** An order that can still move: its customer may ask for a push at each change. */
const MOVING = new Set<Order['status']>(['created', 'accepted', 'ready', 'outdelivery', 'callcenter_pending', 'b2b_pending']);

const PAYMENT_STATUS_TEXTS = { paid: 'order.paid', not_paid: 'order.notPaid', refunded: 'order.refundedStatus' } as const;

const ZatcaQr = lazy(() => import('./ZatcaQr'));

/** `/o/{id}` and `/order/{id}`: everything about one order, its status kept live. */
export const OrderPage = observer(function OrderPage() {
  const { id = '' } = useParams();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const store = orderOf(useStores());
  useEffect(() => store.follow(id), [store, id]);
  const { value: order, state, error } = store.order;

  const title = t('screens.order');
  if (!order)
    return (
      <ScreenFrame title={title}>
        {state === 'failed' || state === 'notFound' ? (
          <LoadFailure message={errorText(error, t('order.notAvailable'))} onRetry={() => void store.order.reload()} />
        ) : (
          <ResourceLoading what="order" resource={store.order} />
        )}
      </ScreenFrame>
    );
  return (
    <ScreenFrame title={title}>
      <OrderDetails order={order} />
    </ScreenFrame>
  );
});

const OrderDetails = observer(function OrderDetails({ order }: { order: Order }) {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useCheckoutTexts();
  const formatMoney = useMoney();
  const points = usePoints();
  const zone = displayTimeZone(root.tenant.tenant.country);
  const money = (amount: number, options?: MoneyOptions) => formatMoney(amount, order.currency, options);
  const when = (iso: string) => `${formatDate(new Date(iso), zone)} ${formatTime(new Date(iso), locale, zone)}`;
  const row = (label: string, value: React.ReactNode, key: string) => (
    <div key={key} className="sf-checkout__total">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const tenderName = (tender: Tender) =>
    tender === 'points' || tender === 'wallet' ? t(`order.tenders.${tender}`) : t(`order.methods.${tender}`);
  const unpaidOnline = order.payment_status === 'not_paid' && (order.payment_method === 'hosted' || order.payment_method === 'card');
  return (
    <article aria-labelledby="order-number">
      <h2 id="order-number">{t('order.number', { number: order.number })}</h2>
      {/* First under the heading: what loads or changes later (the status rows, the push control, the branch
          contact, the QR) never moves these links under a finger. */}
      <p className="sf-card__actions">
        {unpaidOnline && order.status === 'callcenter_pending' && (
          <Link className="sf-button" to={localizePath(`/o/${order.id}/pay`, locale)}>
            {t('order.pay')}
          </Link>
        )}{' '}
        <Link to={localizePath(`/order/${order.id}/tracking`, locale)}>{t('order.track')}</Link>{' '}
        <Link to={localizePath('/account/orders', locale)}>{t('order.myOrders')}</Link>
      </p>
      <dl aria-label={t('order.number', { number: order.number })}>
        {row(t('order.status'), <StatusBadge status={order.status} />, 'status')}
        {row(t('order.time'), when(order.created_at), 'time')}
        {row(t('order.type'), t(`checkout.orderType.${order.type}`), 'type')}
        {row(t('order.branch'), order.branch.names[locale], 'branch')}
        {order.scheduled_at && row(t('order.scheduled'), when(order.scheduled_at), 'scheduled')}
        {order.estimated_at && row(t('order.estimated'), when(order.estimated_at), 'estimated')}
        {order.table && row(t('order.table'), order.table.name, 'table')}
        {order.address &&
          row(
            t('order.address'),
            joinList([order.address.street_name, order.address.building_number, order.address.description], locale),
            'address',
          )}
        {order.vehicle &&
          row(
            t('order.vehicle'),
            t('order.vehicleLine', {
              brand: order.vehicle.brand_names?.[locale] ?? order.vehicle.brand_name,
              color: order.vehicle.color_names?.[locale] ?? order.vehicle.color_name,
              plate: order.vehicle.plate_number,
            }),
            'vehicle',
          )}
        {order.notes && row(t('order.notes'), order.notes, 'notes')}
        {row(t('order.paymentMethod'), andList(paidBy(order).map(tenderName), locale), 'method')}
        {row(t('order.payment'), t(PAYMENT_STATUS_TEXTS[order.payment_status]), 'paid')}
      </dl>
      <CancellationNote order={order} />
      {/* Before the push control, which comes later (its own chunk) and would move it under a finger. */}
      <CurbsideArrival order={order} />
      {MOVING.has(order.status) && <PushOptIn target={{ kind: 'order', order_id: order.id }} />}
      <BranchContact branchId={order.branch.id} directions={COMES_TO_BRANCH.has(order.type)} />
      <h3>{t('order.lines')}</h3>
      <ul aria-label={t('order.lines')} className="sf-checkout__lines">
        {order.lines.map((line, index) => (
          <li key={`${line.item_id}-${index}`}>
            <span>
              {line.quantity} × {line.names[locale]}
              {line.options.length > 0 &&
                ` (${joinList(
                  line.options.map((option) => option.names[locale]),
                  locale,
                )})`}
              {line.notes && <span className="sf-checkout__options"> “{line.notes}”</span>}
            </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl aria-label={t('checkout.totals.heading')}>
        {orderAmountLines(order, points).map((line) =>
          row(t(line.label, line.values ?? {}), money(line.minus ? -line.amount : line.amount), line.key),
        )}
      </dl>
      {order.zatca_qr && (
        <Suspense fallback={null}>
          <ZatcaQr payload={order.zatca_qr} label={t('order.zatca')} />
        </Suspense>
      )}
    </article>
  );
});
