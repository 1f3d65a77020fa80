import { displayTimeZone, formatDate, formatTime, useStores } from '@storefront/shared';
import { localDay } from '@storefront/shared/contracts';
import { useWaitingTexts } from '../../texts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * When a closed line opens (`opens_at` of the api), as the join screens say it: today, tomorrow or on a
 * date, at a time of the tenant's zone, in the page's language.
 */
export const useOpensAtText = (): ((opensAt: string | null) => string) => {
  const root = useStores();
  const { t } = useWaitingTexts();
  const locale = root.locale.locale;
  const timeZone = displayTimeZone(root.tenant.tenant.country);
  return (opensAt) => {
    if (opensAt === null) return t('join.opensLater');
    const at = new Date(opensAt);
    const time = formatTime(at, locale, timeZone);
    const day = localDay(at, timeZone);
    const now = Date.now();
    if (day === localDay(new Date(now), timeZone)) return t('join.opensToday', { time });
    if (day === localDay(new Date(now + DAY_MS), timeZone)) return t('join.opensTomorrow', { time });
    return t('join.opensOn', { date: formatDate(at, timeZone), time });
  };
};
