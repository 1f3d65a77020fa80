import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatClock, localizePath, useStores, Link, useTranslation } from '@storefront/shared';
import { useAccountTexts } from '../../texts';
import { myReservationsOf } from './my-reservations-store';

/** My reservations on `/account`, upcoming and past, each linking to its page (the reservations remote's). */
export const MyReservationsSection = observer(function MyReservationsSection() {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const { t: common } = useTranslation('common');
  const store = myReservationsOf(root);
  useEffect(() => store.follow(), [store]);
  const { value: lists, state } = store.lists;

  return (
    <section aria-labelledby="my-reservations">
      <h2 id="my-reservations">{t('reservations.title')}</h2>
      {state === 'failed' ? <p role="alert">{t('reservations.failed')}</p> : null}
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
});
