import { toMinor, type OperatorOrderAction, type OperatorOrderBody, type OrderStatus } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { PaymentProvider } from '../payments/payment-provider';
import { voidOpenSessions } from '../payments/payment-session-repository';
import type { Realtime } from '../realtime/realtime';
import type { SmsSender } from '../sms/sms-sender';
import type { RequestTenant } from '../tenancy/request-tenant';
import { acceptedEstimate } from './accepted-estimate';
import { sendCancelNotice } from './cancel-notice-service';
import { findCancelRefund } from './cancel-refund-repository';
import type { CancelRefundRow } from './cancel-refund-row';
import { recordCancelRefund, sendCardRefund } from './cancel-refund-service';
import { paymentStatusOf } from './order-answer';
import { emitOrderUpdated } from './order-events';
import { findOrder, insertStatusEvent, lockOrderForChange, updateOrderStatus, type ChangedOrder, type OrderRow } from './order-repository';
import { readOrderSettings } from './order-settings';
import { releaseTenders } from './order-tender-service';
import { nextStatus } from './order-transitions';

interface OrderChangeDeps {
  db: Db;
  realtime: Realtime;
  clock: Clock;
  provider: PaymentProvider;
  sms: SmsSender;
}

/** An order as the restaurant sees it, with its cancel's refund. */
export interface StaffOrder {
  order: ChangedOrder;
  refund: CancelRefundRow | null;
}

/** The tenant's order (any customer's); 404 `order_not_available` when it has none by that id. */
const orderOf = async (db: Db, tenantId: number, id: number | null): Promise<OrderRow> => {
  const row = id === null ? null : await findOrder(db, tenantId, id);
  if (!row) throw new DomainError('order_not_available', { variant: 'missing' });
  return row;
};

export const findStaffOrder = async (db: Db, tenantId: number, id: number | null): Promise<StaffOrder> => {
  const order = await orderOf(db, tenantId, id);
  return { order, refund: await findCancelRefund(db, tenantId, order.id) };
};

/**
 * The restaurant moves an order through its statuses; each change is stored with its time and sent to
 * `orders_{tenant}`. A cancel gives back what was paid (docs/api.md, "Cancels and refunds") and texts
 * the customer (a failed text goes to `onNoticeFailure`, the cancel stands). A `refund` of a canceled
 * order whose card refund did not go through yet sends it again.
 */
export const changeOrder = async (
  deps: OrderChangeDeps,
  tenant: RequestTenant,
  id: number | null,
  action: OperatorOrderAction,
  body: OperatorOrderBody,
  onNoticeFailure: (error: unknown) => void,
): Promise<StaffOrder> => {
  const { db, realtime, clock } = deps;
  const found = await orderOf(db, tenant.id, id);
  const unsent = action === 'refund' ? await findCancelRefund(db, tenant.id, found.id) : null;
  if (unsent && unsent.status !== 'refunded') {
    const resent = await sendCardRefund(deps, unsent);
    if (resent.sent && resent.refund.status === 'refunded') emitOrderUpdated(realtime, tenant.name, found);
    return { order: found, refund: resent.refund };
  }
  const now = clock();
  const { refundDestination } = await readOrderSettings(db, tenant.id);
  const { changed, refund } = await db.transaction(async (tx) => {
    const row = await lockOrderForChange(tx, tenant.id, found.id);
    if (!row) throw new DomainError('order_not_available', { variant: 'missing' });
    const paid = paymentStatusOf(row) === 'paid';
    const paidMinor = row.amount_due_minor - row.refunded_minor;
    const refundMinor = action === 'refund' ? (body.amount === undefined ? paidMinor : toMinor(body.amount)) : 0;
    const status: OrderStatus | null = nextStatus(action, { status: row.status, type: row.type, paid, paidMinor, refundMinor });
    if (!status)
      throw new DomainError('order_action_invalid', {
        variant: 'not_allowed',
        message: `Cannot ${action} an order that is ${row.status}.`,
      });
    let estimated = row.estimated_at;
    if (action === 'accept') estimated = await acceptedEstimate(tx, tenant, found, now, body.estimated_minutes);
    let refund: CancelRefundRow | null = null;
    if (action === 'cancel') {
      // Its open payment sessions are voided (a payment still made on one is refunded and flagged), its wallet and
      // points come back, and what it was paid goes back to the card or the wallet: all at once, or none.
      await voidOpenSessions(tx, tenant.id, row.id, now);
      await releaseTenders(tx, tenant.id, row.id, (number) => `Refund of canceled order #${number}`, now);
      refund = await recordCancelRefund(tx, tenant.id, row, refundDestination, now);
      estimated = null;
    }
    const paidAt = action === 'deliver' && row.paid_at === null ? now : row.paid_at;
    const updated = await updateOrderStatus(tx, tenant.id, row.id, {
      status,
      estimatedAt: estimated,
      paidAt,
      refundMinor,
      cancelReason: action === 'cancel' ? body.reason?.trim() || null : null,
    });
    await insertStatusEvent(tx, tenant.id, row.id, status, now, `operator:${action}`);
    if (!updated) throw new DomainError('order_not_available', { variant: 'missing' });
    return { changed: updated, refund };
  });
  const sent = refund && (await sendCardRefund(deps, refund)).refund;
  emitOrderUpdated(realtime, tenant.name, { ...changed, customer_id: found.customer_id });
  if (action === 'cancel') {
    const notice = { ...found, reason: body.reason?.trim() || null, refund: sent };
    await sendCancelNotice(deps, tenant, notice).catch(onNoticeFailure);
  }
  return { order: changed, refund: sent ?? (await findCancelRefund(db, tenant.id, found.id)) };
};
