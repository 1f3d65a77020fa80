import { useCallback } from 'react';
import { formatDate } from '@storefront/shared';
import { useReservationTexts } from '../texts';

/** A booking's day (`YYYY-MM-DD`, the branch's own day) as the pages write it: its weekday and YYYY/MM/DD. */
export const useDayText = () => {
  const { t } = useReservationTexts();
  return useCallback(
    (day: string) => {
      const at = new Date(`${day}T12:00:00Z`);
      const weekdays = t('common:weekdays', { returnObjects: true }) as unknown as string[];
      return t('dayWithWeekday', { weekday: weekdays[at.getUTCDay()], date: formatDate(at, 'UTC') });
    },
    [t],
  );
};
