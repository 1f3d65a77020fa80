import type { Reservation } from '@storefront/shared/contracts';
import { useReservationTexts } from '../../texts';
import { useSlotRows } from './slot-rows';
import { SummaryList } from './SummaryList';

/** Step two's reminder of the table held: branch, day with its weekday, time and party. */
export function ChosenSlot({ held }: { held: Reservation }) {
  const { t } = useReservationTexts();
  const rows = useSlotRows(held);
  return (
    <section aria-label={t('chosenSlot')} className="rsv-chosen">
      <SummaryList rows={rows} />
    </section>
  );
}
