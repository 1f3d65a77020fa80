import '../reservations.css';
import { useCallback, useEffect, useState } from 'react';
import {
  RESERVATION_UPDATED_EVENT,
  cancelPayload,
  reservationUpdatedPayloadSchema,
  type CancellationReason,
  type Reservation,
} from '@storefront/shared/contracts';
import {
  formatClock,
  formatDate,
  Loading,
  ScreenFrame,
  useApiText,
  useMoney,
  useStores,
  useParams,
  useSearchParams,
  useTranslation,
} from '@storefront/shared';
import { useReservationTexts } from '../../texts';
import { RefundDetails } from '../deposit/RefundDetails';
import { RefundRule } from '../deposit/RefundRule';
import { CancelReservation } from './CancelReservation';
import { reservationCalls } from '../reservation-calls';

/** `/reservations/{id}`: details and status, followed live; the deposit's payment return; cancel with a reason. */
export function ReservationPage() {
  const { t } = useReservationTexts();
  const { t: common } = useTranslation('common');
  const { errorText, codeText } = useApiText();
  const root = useStores();
  const locale = root.locale.locale;
  const money = useMoney();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const calls = reservationCalls(root.api);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [reasons, setReasons] = useState<CancellationReason[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(() => {
    calls.get(id).then(setReservation, (failure: unknown) => setMessage(errorText(failure, t('failed'))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root.api, id]);

  useEffect(() => {
    const session = search.get('session');
    if (session) {
      calls.confirmPayment(id, session).then(
        (answer) => {
          setReservation(answer.reservation);
          setMessage(answer.code ? codeText(answer.code) : null);
          setSearch({}, { replace: true });
        },
        (failure: unknown) => setMessage(errorText(failure, t('failed'))),
      );
    } else load();
    calls.reasons().then(setReasons, () => setReasons([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  useEffect(
    () =>
      root.realtime.subscribe(RESERVATION_UPDATED_EVENT, (payload) => {
        const parsed = reservationUpdatedPayloadSchema.safeParse(payload);
        if (parsed.success && parsed.data.id === id) load();
      }),
    [root.realtime, id, load],
  );

  if (!reservation)
    return <ScreenFrame title={t('screens.reservation')}>{message ? <p role="alert">{message}</p> : <Loading />}</ScreenFrame>;
  const cancellable = ['pending', 'pending_payment', 'confirmed'].includes(reservation.status);
  const cancel = async (reason: string) => {
    try {
      setReservation(await calls.update(id, cancelPayload(reason)));
      setMessage(null);
    } catch (failure) {
      setMessage(errorText(failure, t('failed')));
    }
  };
  const pay = async () => {
    try {
      const answer = await calls.pay(id);
      if (answer.payment_url) window.location.assign(answer.payment_url);
    } catch (failure) {
      setMessage(errorText(failure, t('failed')));
    }
  };
  return (
    <ScreenFrame title={t('screens.reservation')}>
      <p role="status" aria-live="polite">
        {t('statusLabel')}: <strong>{common(`reservationStatus.${reservation.status}`)}</strong>
      </p>
      {message ? <p role="alert">{message}</p> : null}
      <dl className="rsv-summary">
        <dt>{t('number')}</dt>
        <dd>{reservation.id}</dd>
        <dt>{t('branch')}</dt>
        <dd>{reservation.branch_name[locale]}</dd>
        <dt>{t('date')}</dt>
        <dd>{formatDate(new Date(`${reservation.date}T12:00:00Z`), 'UTC')}</dd>
        <dt>{t('time')}</dt>
        <dd>{formatClock(reservation.time, locale)}</dd>
        <dt>{t('guests')}</dt>
        <dd>{t('guestsCount', { count: reservation.guests_count })}</dd>
        <dt>{t('area')}</dt>
        <dd>{reservation.area_name[locale]}</dd>
        <dt>{t('deposit')}</dt>
        <dd>{money(reservation.cost, reservation.currency)}</dd>
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
          <button type="button" className="sf-button" onClick={() => void pay()}>
            {t('payDeposit')}
          </button>
        </>
      ) : null}
      {cancellable ? <CancelReservation reservation={reservation} reasons={reasons} cancel={cancel} /> : null}
    </ScreenFrame>
  );
}
