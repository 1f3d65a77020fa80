import { useState } from 'react';
import type { CancellationReason, Reservation } from '@storefront/shared/contracts';
import { useMoney, useStores } from '@storefront/shared';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { useReservationTexts } from '../../texts';
import { RefundRule } from '../deposit';

/**
 * Cancel with a reason: a dialog asks "are you sure?", says what happens to a paid deposit under the refund rule of
 * this booking, then `cancel` sends it (the page shows the answer, or the failure).
 */
export function CancelReservation({
  reservation,
  reasons,
  cancel,
}: {
  reservation: Reservation;
  reasons: CancellationReason[];
  cancel: (reason: string) => Promise<void>;
}) {
  const { t } = useReservationTexts();
  const { locale } = useStores().locale;
  const money = useMoney();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const consequence = !reservation.paid
    ? t('tableReleased')
    : reservation.refund_policy?.refundable
      ? t(`depositComesBack.${reservation.refund_policy.to}`, { amount: money(reservation.cost, reservation.currency) })
      : t('depositKept');
  const confirm = async () => {
    setBusy(true);
    try {
      await cancel(reason);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <section aria-labelledby="rsv-cancel">
      <h2 id="rsv-cancel">{t('cancelTitle')}</h2>
      {reservation.paid ? <RefundRule policy={reservation.refund_policy} /> : null}
      <button type="button" className="sf-button" onClick={() => setAsking(true)}>
        {t('cancel')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('cancelQuestion')}
          confirmLabel={t('confirmCancel')}
          keepLabel={t('keepReservation')}
          busy={busy}
          onConfirm={() => void confirm()}
          onKeep={() => setAsking(false)}
          more={
            <fieldset className="rsv-reasons">
              <legend>{t('cancelReasonPrompt')}</legend>
              {[
                { key: 'none', value: '', label: t('noReason') },
                ...reasons.map((candidate) => ({
                  key: String(candidate.id),
                  value: candidate.names[locale],
                  label: candidate.names[locale],
                })),
              ].map((option) => (
                <label key={option.key} className="rsv-reason">
                  <input
                    type="radio"
                    name="rsv-reason"
                    value={option.value}
                    checked={reason === option.value}
                    onChange={() => setReason(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          }
        >
          <p>{consequence}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
