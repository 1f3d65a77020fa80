import type { Reservation, ReservationForm } from '@storefront/shared/contracts';
import { joinList, useMoney, useStores } from '@storefront/shared';
import { useReservationTexts } from '../../texts';
import { RefundRule } from '../deposit';
import { useSlotRows } from './slot-rows';
import { SummaryList } from './SummaryList';

/** Step three: the summary and the confirm button (a deposit goes to the payment page). */
export function ConfirmStep({
  form,
  held,
  busy,
  noSms,
  onConfirm,
}: {
  form: ReservationForm;
  held: Reservation;
  busy: boolean;
  noSms: boolean;
  onConfirm(): void;
}) {
  const { t } = useReservationTexts();
  const { locale } = useStores().locale;
  const money = useMoney();
  const slot = useSlotRows(held);
  const rows: [string, string][] = [
    ...slot,
    [t('area'), held.area_name[locale]],
    [t('event'), form.event ? form.event.names[locale] : t('noEvent')],
    [
      t('allergens'),
      joinList(
        form.allergens.map((allergen) => allergen.names[locale]),
        locale,
      ) || t('none'),
    ],
    [t('deposit'), money(held.cost, held.currency)],
  ];
  return (
    <section aria-labelledby="rsv-step-three">
      <h2 id="rsv-step-three">{t('stepThree')}</h2>
      <SummaryList rows={rows} />
      {noSms ? <p role="status">{t('noSms')}</p> : null}
      <RefundRule policy={held.refund_policy} />
      <button type="button" className="sf-button" disabled={busy} onClick={onConfirm}>
        {Number(held.cost) > 0 ? t('payDeposit') : t('confirm')}
      </button>
    </section>
  );
}
