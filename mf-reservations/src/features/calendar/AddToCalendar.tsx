import type { Reservation } from '@storefront/shared/contracts';
import { useStores } from '@storefront/shared';
import { useReservationTexts } from '../../texts';
import { calendarFile, reservationEvent } from './calendar-file';

/** "Add to calendar": the confirmed booking as an `.ics` file (one event at its UTC instants), downloaded. */
export function AddToCalendar({ reservation }: { reservation: Reservation }) {
  const { t } = useReservationTexts();
  const { locale } = useStores().locale;
  const branch = reservation.branch_name[locale];
  const file = calendarFile(
    reservationEvent(reservation, {
      host: window.location.host,
      title: t('calendarTitle', { branch }),
      location: branch,
      description: t('calendarDescription', { number: reservation.id, guests: t('guestsCount', { count: reservation.guests_count }) }),
      now: new Date(),
    }),
  );
  return (
    <a
      className="sf-button"
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
      download={`reservation-${reservation.id}.ics`}
    >
      {t('addToCalendar')}
    </a>
  );
}
