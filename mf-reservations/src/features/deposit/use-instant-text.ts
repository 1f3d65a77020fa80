import { useCallback } from 'react';
import { firstTimeZone, formatDate, formatTime, useStores } from '@storefront/shared';

/** Instants (ISO) as the storefront writes them, in the zone the reservations are kept in: `day` YYYY/MM/DD, `moment` with hh:mm. */
export const useInstantText = () => {
  const root = useStores();
  const locale = root.locale.locale;
  const zone = firstTimeZone(root.tenant.tenant.country);
  const day = useCallback((iso: string) => formatDate(new Date(iso), zone), [zone]);
  const moment = useCallback((iso: string) => `${day(iso)} ${formatTime(new Date(iso), locale, zone)}`, [day, locale, zone]);
  return { day, moment };
};
