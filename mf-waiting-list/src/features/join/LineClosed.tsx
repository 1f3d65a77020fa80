import type { WaitingLineHours } from '@storefront/shared/contracts';
import { useWaitingTexts } from '../../texts';
import { useOpensAtText } from './opens-at';

/** A line whose branch is closed by its hours: "Closed now" and when it opens, instead of the register form. */
export function LineClosed({ hours }: { hours: WaitingLineHours }) {
  const { t } = useWaitingTexts();
  const opensAt = useOpensAtText();
  return (
    <div role="status" className="wl-card">
      <p className="wl-line">{t('join.closedNow')}</p>
      <p>{opensAt(hours.opens_at)}</p>
    </div>
  );
}
