import type { Reservation } from '@storefront/shared/contracts';
import { useReservationTexts } from '../../texts';
import { useInstantText } from './use-instant-text';

/** The deposit's refund rule as the api applied it to this booking (nothing without a deposit). */
export function RefundRule({ policy }: { policy: Reservation['refund_policy'] }) {
  const { t } = useReservationTexts();
  const { moment } = useInstantText();
  if (!policy) return null;
  return <p>{policy.refundable ? t('refundBy', { when: moment(policy.deadline) }) : t('notRefundable', { count: policy.hours })}</p>;
}
