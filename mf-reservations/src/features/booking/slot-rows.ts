import type { Reservation } from '@storefront/shared/contracts';
import { formatClock, useStores } from '@storefront/shared';
import { useReservationTexts } from '../../texts';
import { useDayText } from '../day-text';

/** The held table's branch, day (with its weekday), time and party, as label and value rows. */
export const useSlotRows = (held: Reservation): [string, string][] => {
  const { t } = useReservationTexts();
  const { locale } = useStores().locale;
  const dayText = useDayText();
  return [
    [t('branch'), held.branch_name[locale]],
    [t('date'), dayText(held.date)],
    [t('time'), `${formatClock(held.time, locale)}${held.is_next_day ? ` · ${t('nextDayMark')}` : ''}`],
    [t('guests'), t('guestsCount', { count: held.guests_count })],
  ];
};
