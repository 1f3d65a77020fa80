import { type OrderSummary } from '@storefront/shared/contracts';
import {
  Notice,
  formatDate,
  useMoney,
  localizePath,
  useOrderStatus,
  useStores,
  joinList,
  displayTimeZone,
  Link,
  useNavigate,
  useParams,
} from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useAccountTexts, useErrorText } from '../../texts';
import { ordersOf } from './orders-store';
import { ResourceLoading } from '@storefront/shared/data';

const PAYMENT_STATUS_TEXTS = { paid: 'orders.paid', not_paid: 'orders.notPaid', refunded: 'orders.refunded' } as const;

/** A paged list of my orders (`/account/orders/{page}`, `/order-as-usual/{page}`), each with `action` beside it. */
export const OrdersList = observer(function OrdersList({
  usual,
  basePath,
  action,
}: {
  usual: boolean;
  basePath: string;
  action: (order: OrderSummary) => ReactNode;
}) {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const money = useMoney();
  const status = useOrderStatus();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const page = Math.max(1, Number(useParams().page ?? 1) || 1);
  const store = ordersOf(root);
  useEffect(() => store.follow(usual, page), [store, usual, page]);
  const { value: answer, error } = store.orders;

  // A failed reload (another page, a live change) says so above the list it could not replace.
  const failure = error !== null && <Notice kind="alert">{errorText(error, t('orders.failed'))}</Notice>;
  if (!answer) return failure || <ResourceLoading what="orders" resource={store.orders} label={t('ui.loading')} />;
  const go = (to: number) => void navigate(localizePath(`${basePath}/${to}`, locale));
  if (answer.data.length === 0 && answer.meta.total > 0)
    return (
      <>
        {failure}
        <p>
          {t('orders.pastLastPage')}{' '}
          <button type="button" className="sf-link-button" onClick={() => go(1)}>
            {t('orders.firstPage')}
          </button>
        </p>
      </>
    );
  if (answer.data.length === 0)
    return (
      <>
        {failure}
        <p>{usual ? t('orders.emptyUsual') : t('orders.empty')}</p>
      </>
    );
  return (
    <>
      {failure}
      <ul className="sf-list" aria-label={t(usual ? 'screens.orderAsUsual' : 'screens.orders')}>
        {answer.data.map((order) => {
          const colors = status.colors(order.status);
          return (
            <li key={order.id} className="sf-card">
              <h2>{t('orders.number', { number: order.number })}</h2>
              <p>
                <span className="sf-status-badge" style={{ backgroundColor: colors.background, color: colors.text }}>
                  {status.label(order.status)}
                </span>{' '}
                {formatDate(new Date(order.created_at), displayTimeZone(root.tenant.tenant.country))} · {order.branch.names[locale]}
              </p>
              <p>
                {joinList(
                  order.lines.map((line) => `${line.quantity} × ${line.names[locale]}`),
                  locale,
                )}
              </p>
              <p>
                {t('orders.total', { total: money(order.total, order.currency) })} · {t(PAYMENT_STATUS_TEXTS[order.payment_status])}
              </p>
              <div className="sf-card__actions">
                <Link to={localizePath(`/o/${order.id}`, locale)} aria-label={t('orders.view', { number: order.number })}>
                  {t('orders.view', { number: order.number })}
                </Link>
                {action(order)}
              </div>
            </li>
          );
        })}
      </ul>
      {answer.meta.last_page > 1 && (
        <nav className="sf-pager" aria-label={t('orders.pageOf', { page, pages: answer.meta.last_page })}>
          <button type="button" className="sf-link-button" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('orders.previous')}
          </button>
          <span>{t('orders.pageOf', { page, pages: answer.meta.last_page })}</span>
          <button type="button" className="sf-link-button" disabled={page >= answer.meta.last_page} onClick={() => go(page + 1)}>
            {t('orders.next')}
          </button>
        </nav>
      )}
    </>
  );
});
