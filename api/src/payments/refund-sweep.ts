import { emitOrderUpdated } from '../orders/order-events';
import { findUnsentCancelRefunds } from '../orders/cancel-refund-repository';
import { sendCardRefund } from '../orders/cancel-refund-service';
import { findOrder } from '../orders/order-repository';
import { sendDepositRefund } from '../reservations/deposit-refund-service';
import { findUnsentDepositRefunds } from '../reservations/reservation-payment-repository';
import type { DepositDeps } from '../reservations/deposit-row';
import { emitReservationUpdated } from '../reservations/reservation-answer';
import { findReservation } from '../reservations/reservation-repository';
import { findTenantName } from '../tenancy/tenant-repository';
import { unsentRefundCutoffs } from './refund-claim';

/**
 * Sends the card refunds an api recorded but never gave to the provider (it stopped after the cancel's
 * commit, or during the provider's call): a canceled order's and a deposit's. Each is claimed as the
 * cancel claims it, so a sweep beside a cancel, a retry or another instance's sweep sends it once; one the
 * provider refuses stays `failed` for the restaurant. The customer's page hears it. Answers how many went.
 */
export const sendUnsentRefunds = async (deps: DepositDeps): Promise<number> => {
  const { db, realtime } = deps;
  const cutoffs = unsentRefundCutoffs(deps.clock());
  let sent = 0;
  for (const refund of await findUnsentCancelRefunds(db, cutoffs)) {
    const { refund: after, sent: sentHere } = await sendCardRefund(deps, refund);
    if (!sentHere || after.status !== 'refunded') continue;
    sent += 1;
    const [order, tenantName] = await Promise.all([findOrder(db, refund.tenant_id, refund.order_id), findTenantName(db, refund.tenant_id)]);
    if (order && tenantName) emitOrderUpdated(realtime, tenantName, order);
  }
  for (const payment of await findUnsentDepositRefunds(db, cutoffs)) {
    if (!(await sendDepositRefund(deps, payment))) continue;
    sent += 1;
    const [reservation, tenantName] = await Promise.all([
      findReservation(db, payment.tenant_id, payment.reservation_id),
      findTenantName(db, payment.tenant_id),
    ]);
    if (reservation && tenantName) emitReservationUpdated(realtime, tenantName, reservation);
    realtime.push.reservationChanged(payment.tenant_id, payment.reservation_id, 'refunded');
  }
  return sent;
};
