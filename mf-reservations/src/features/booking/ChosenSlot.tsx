import type { Reservation } from '@storefront/shared/contracts';
import { useReservationTexts } from '../../texts';
import { useSlotRows } from './slot-rows';

/** Step two's reminder of the table held: branch, day with its weekday, time and party. */
export function ChosenSlot({ held }: { held: Reservation }) {
  const { t } = useReservationTexts();
  const rows = useSlotRows(held);
  return (
    <section aria-label={t('chosenSlot')} className="rsv-chosen">
      <dl className="rsv-summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
