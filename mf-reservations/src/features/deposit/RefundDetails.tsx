import { useMoney } from '@storefront/shared';
import type { Reservation } from '@storefront/shared/contracts';
import { useReservationTexts } from '../../texts';
import { useInstantText } from './use-instant-text';

/** The summary's refund row, once money came back: how much, where to and on which day. */
export function RefundDetails({ refund, currency }: { refund: Reservation['refund']; currency: string }) {
  const { t } = useReservationTexts();
  const money = useMoney();
  const { day } = useInstantText();
  if (!refund) return null;
  return (
    <>
      <dt>{t('refund')}</dt>
      <dd>{t(`refundedTo.${refund.to}`, { amount: money(refund.amount, currency), date: day(refund.at) })}</dd>
    </>
  );
}
