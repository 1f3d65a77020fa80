import type { WaitingArea } from '@storefront/shared/contracts';
import { useStores } from '@storefront/shared';
import { useWaitingTexts } from '../../texts';

/**
 * The line now of one queue: "No Line" when nobody waits, else "In Line: N" with the estimated wait; named
 * by its area where the branch runs several (the count the branch list gives that area).
 */
export function LineNow({ area, named }: { area: WaitingArea; named: boolean }) {
  const { t } = useWaitingTexts();
  const locale = useStores().locale.locale;
  const count = area.waiting_count;
  return (
    <div className="wl-card" role="status">
      {named && <p>{area.names[locale]}</p>}
      <p className="wl-line">{count === 0 ? t('join.noLine') : t('join.inLine', { count })}</p>
      {count > 0 && <p>{t('line.estimate', { count: area.estimated_minutes })}</p>}
    </div>
  );
}
