import { useEffect, useState } from 'react';
import { RESERVATION_PATHS, reservationListResponseSchema, type Reservation } from '@storefront/shared/contracts';
import { formatClock, localizePath, parseAnswer, useStores, Link, useTranslation } from '@storefront/shared';
import { useAccountTexts } from '../../texts';

type When = 'upcoming' | 'past';

/** My reservations on `/account`, upcoming and past, each linking to its page (the reservations remote's). */
export function MyReservationsSection() {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const { t: common } = useTranslation('common');
  const [lists, setLists] = useState<Record<When, Reservation[]> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const load = async (when: When) =>
      parseAnswer(reservationListResponseSchema, (await root.api.get(RESERVATION_PATHS.mine, { params: { when } })).data).data;
    Promise.all([load('upcoming'), load('past')]).then(
      ([upcoming, past]) => setLists({ upcoming, past }),
      () => setFailed(true),
    );
  }, [root.api]);
  return (
    <section aria-labelledby="my-reservations">
      <h2 id="my-reservations">{t('reservations.title')}</h2>
      {failed ? <p role="alert">{t('reservations.failed')}</p> : null}
      {lists
        ? (['upcoming', 'past'] as const).map((when) => (
            <div key={when}>
              <h3>{t(`reservations.${when}`)}</h3>
              {lists[when].length === 0 ? <p>{t('reservations.none')}</p> : null}
              <ul className="sf-account-list">
                {lists[when].map((reservation) => (
                  <li key={reservation.id}>
                    <Link to={localizePath(`/reservations/${reservation.id}`, locale)}>
                      {t('reservations.line', {
                        branch: reservation.branch_name[locale],
                        date: reservation.date.replace(/-/g, '/'),
                        time: formatClock(reservation.time, locale),
                        count: reservation.guests_count,
                      })}
                    </Link>{' '}
                    · {common(`reservationStatus.${reservation.status}`)}
                  </li>
                ))}
              </ul>
            </div>
          ))
        : null}
    </section>
  );
}
