import '../reservations.css';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatClock, joinList, Link, Loading, localizePath, ScreenFrame, useApiText, useParams, useStores } from '@storefront/shared';
import { useReservationTexts } from '../../texts';
import { SlotStep } from '../booking';
import { useDayText } from '../day-text';
import { changeOf } from './change-store';

/** `/reservations/{id}/change`: another day, time or party for a confirmed booking, with the same deposit. */
export const ChangeReservationPage = observer(function ChangeReservationPage() {
  const { t } = useReservationTexts();
  const { errorText, codeText } = useApiText();
  const root = useStores();
  const locale = root.locale.locale;
  const dayText = useDayText();
  const id = Number(useParams().id);
  const store = changeOf(root);
  useEffect(() => store.follow(id), [store, id]);
  const booking = store.reservation.value?.id === id ? store.reservation.value : null;
  const settings = store.settings.value;
  const title = t('screens.changeReservation');
  const back = (
    <Link to={localizePath(`/reservations/${id}`, locale)} className="sf-button">
      {t('changeBack')}
    </Link>
  );
  const failed = store.reservation.error ?? store.settings.error;
  if (!booking || !settings || !store.date || !store.guests)
    return (
      <ScreenFrame title={title}>
        {failed && !booking ? <p role="alert">{errorText(failed, t('failed'))}</p> : <Loading />}
        {failed ? back : null}
      </ScreenFrame>
    );
  if (store.changed)
    return (
      <ScreenFrame title={title}>
        <p role="status">{t('changeDone')}</p>
        <p>
          {dayText(store.changed.date)} · {formatClock(store.changed.time, locale)} ·{' '}
          {t('guestsCount', { count: store.changed.guests_count })}
        </p>
        {back}
      </ScreenFrame>
    );
  if (!booking.changeable)
    return (
      <ScreenFrame title={title}>
        <p role="alert">{codeText('reservation_change_closed')}</p>
        {back}
      </ScreenFrame>
    );
  const choice = store.choice;
  return (
    <ScreenFrame title={title}>
      <p>
        {booking.branch_name[locale]} · {dayText(booking.date)} · {formatClock(booking.time, locale)} ·{' '}
        {t('guestsCount', { count: booking.guests_count })}
      </p>
      {Number(booking.cost) > 0 ? <p>{t('changeDepositNote')}</p> : null}
      <SlotStep
        settings={settings}
        today={settings.today}
        date={store.date}
        guests={store.guests}
        slots={store.offered}
        busy={store.slots.state === 'loading'}
        onDate={(date) => store.search({ date })}
        onGuests={(guests) => store.search({ guests })}
        onChoose={({ area_id, time, is_next_day }) => store.choose({ area_id, time, is_next_day })}
        chosen={choice}
      />
      {store.saving.error ? <p role="alert">{errorText(store.saving.error, t('failed'))}</p> : null}
      {choice ? (
        <p className="sf-card__actions">
          <button type="button" className="sf-button" disabled={store.saving.busy} onClick={() => void store.save()}>
            {t('changeSave')} ({joinList([formatClock(choice.time, locale), t('guestsCount', { count: store.guests })], locale)})
          </button>
        </p>
      ) : null}
      {back}
    </ScreenFrame>
  );
});
