import '../reservations.css';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  formatClock,
  joinList,
  Link,
  Loading,
  localizePath,
  ScreenFrame,
  useApiText,
  useMoney,
  useStores,
  useLocation,
  useParams,
  useSearchParams,
  useTranslation,
} from '@storefront/shared';
import { CardPaymentForm } from '@storefront/shared/forms';
import { useReservationTexts } from '../../texts';
import { RefundDetails, RefundRule } from '../deposit';
import { BranchContact } from '@storefront/shared/ui/branch';
import { PushOptIn } from '@storefront/shared/push';
import { AddToCalendar } from '../calendar';
import { useDayText } from '../day-text';
import { CancelReservation } from './CancelReservation';
import { reservationOf } from './reservation-store';

/**
 * `/reservations/{id}`: details (the day with its weekday, the occasion and allergies given) and status,
 * followed live; the deposit's payment return; cancel with a reason.
 */
export const ReservationPage = observer(function ReservationPage() {
  const { t } = useReservationTexts();
  const { t: common } = useTranslation('common');
  const { errorText, codeText } = useApiText();
  const root = useStores();
  const locale = root.locale.locale;
  const money = useMoney();
  const dayText = useDayText();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const session = search.get('session');
  const store = reservationOf(root);
  useEffect(() => store.follow(id, session), [store, id, session]);
  // The payment return is checked: a reload of the page must not check it again.
  const paymentChecked = store.paymentChecked;
  // Straight from booking with a deposit whose card is typed here: its card step opens at once.
  const payOnArrival = (useLocation().state as { payDeposit?: boolean } | null)?.payDeposit === true;
  const awaitingDeposit = store.reservation.value?.id === id && store.reservation.value.status === 'pending_payment';
  useEffect(() => {
    if (payOnArrival && awaitingDeposit) void store.pay();
  }, [payOnArrival, awaitingDeposit, store]);
  useEffect(() => {
    if (session && paymentChecked) setSearch({}, { replace: true });
  }, [session, paymentChecked, setSearch]);
  // Another reservation's (the one shown before this page followed `id`) is never shown.
  const reservation = store.reservation.value?.id === id ? store.reservation.value : null;
  const failure = store.changeError ?? store.reservation.error;
  const message = failure ? errorText(failure, t('failed')) : store.paymentCode ? codeText(store.paymentCode) : null;

  if (!reservation) {
    const failed = store.reservation.state === 'failed' || store.reservation.state === 'notFound';
    return (
      <ScreenFrame title={t('screens.reservation')}>
        {failed ? <p role="alert">{errorText(store.reservation.error, t('failed'))}</p> : <Loading />}
      </ScreenFrame>
    );
  }
  const cancellable = ['pending', 'pending_payment', 'confirmed'].includes(reservation.status);
  const pay = async () => {
    const paymentPage = await store.pay();
    if (paymentPage) window.location.assign(paymentPage);
  };
  return (
    <ScreenFrame title={t('screens.reservation')}>
      <p role="status" aria-live="polite">
        {t('statusLabel')}: <strong>{common(`reservationStatus.${reservation.status}`)}</strong>
      </p>
      {message ? <p role="alert">{message}</p> : null}
      {cancellable ? <PushOptIn target={{ kind: 'reservation', reservation_id: reservation.id }} /> : null}
      <dl className="rsv-summary">
        <dt>{t('number')}</dt>
        <dd>{reservation.id}</dd>
        <dt>{t('branch')}</dt>
        <dd>{reservation.branch_name[locale]}</dd>
        <dt>{t('date')}</dt>
        <dd>{dayText(reservation.date)}</dd>
        <dt>{t('time')}</dt>
        <dd>{formatClock(reservation.time, locale)}</dd>
        <dt>{t('guests')}</dt>
        <dd>{t('guestsCount', { count: reservation.guests_count })}</dd>
        <dt>{t('area')}</dt>
        <dd>{reservation.area_name[locale]}</dd>
        <dt>{t('deposit')}</dt>
        <dd>{money(reservation.cost, reservation.currency)}</dd>
        {reservation.event ? (
          <>
            <dt>{t('event')}</dt>
            <dd>{reservation.event.names[locale]}</dd>
          </>
        ) : null}
        {reservation.allergens.length ? (
          <>
            <dt>{t('allergens')}</dt>
            <dd>
              {joinList(
                reservation.allergens.map((allergen) => allergen.names[locale]),
                locale,
              )}
            </dd>
          </>
        ) : null}
        {reservation.cancellation_reason ? (
          <>
            <dt>{t('cancellationReason')}</dt>
            <dd>{reservation.cancellation_reason === 'hold_expired' ? t('holdEnded') : reservation.cancellation_reason}</dd>
          </>
        ) : null}
        <RefundDetails refund={reservation.refund} currency={reservation.currency} />
      </dl>
      {reservation.notes?.length ? (
        <section aria-label={t('notes')}>
          <h2>{t('notes')}</h2>
          <ul>
            {reservation.notes.map((note) => (
              <li key={note.created_at + note.text}>{note.text}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {reservation.status === 'pending_payment' && reservation.hold_expires_at ? (
        <>
          <RefundRule policy={reservation.refund_policy} />
          {store.cardForm ? (
            <CardPaymentForm card={store.cardForm} />
          ) : (
            <button type="button" className="sf-button" onClick={() => void pay()}>
              {t('payDeposit')}
            </button>
          )}
        </>
      ) : null}
      {reservation.status === 'confirmed' ? (
        <p className="sf-card__actions">
          <AddToCalendar reservation={reservation} />{' '}
          {reservation.changeable ? (
            <Link className="sf-button" to={localizePath(`/reservations/${reservation.id}/change`, locale)}>
              {t('changeReservation')}
            </Link>
          ) : null}
        </p>
      ) : null}
      {reservation.status !== 'cancelled' ? <BranchContact branchId={reservation.branch_id} directions /> : null}
      {cancellable ? <CancelReservation reservation={reservation} reasons={store.reasons.value ?? []} cancel={store.cancel} /> : null}
    </ScreenFrame>
  );
});
