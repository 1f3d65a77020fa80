import {
  fromMinor,
  operatorOrderActionSchema,
  operatorOrderBodySchema,
  operatorOrderGetPath,
  operatorOrderPath,
  toMinor,
  type OrderStatus,
  type operatorOrderResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { rowIdOf } from '../http/row-id';
import type { Realtime } from '../realtime/realtime';
import { sendCancelNotice } from '../orders/cancel-notice-service';
import type { CancelRefundRow } from '../orders/cancel-refund-row';
import { findCancelRefund, recordCancelRefund, sendCardRefund } from '../orders/cancel-refund-service';
import { paymentStatusOf, paymentStatusShown } from '../orders/order-answer';
import { emitOrderUpdated } from '../orders/order-events';
import { findOrder, insertStatusEvent, type OrderRow } from '../orders/order-repository';
import { releaseTenders } from '../orders/order-tender-service';
import { readOrderSettings } from '../orders/order-settings';
import { nextStatus } from '../orders/order-transitions';
import type { PaymentProvider } from '../payments/payment-provider';
import { voidOpenSessions } from '../payments/payment-session-repository';
import type { SmsSender } from '../sms/sms-sender';
import type { TenantScope } from '../tenancy/scopes';
import { acceptedEstimate } from '../orders/accepted-estimate';
import { lockOrderForChange, updateOrderStatus } from './operator-order-repository';

type OperatorOrderAnswer = z.infer<typeof operatorOrderResponseSchema>;

const answerOf = (
  row: Pick<OrderRow, 'id' | 'number' | 'status' | 'estimated_at' | 'paid_at' | 'amount_due_minor' | 'refunded_minor'>,
  refund: CancelRefundRow | null,
): OperatorOrderAnswer => ({
  data: {
    id: row.id,
    number: row.number,
    status: row.status,
    estimated_at: row.estimated_at === null ? null : new Date(row.estimated_at).toISOString(),
    payment_status: paymentStatusShown(row),
    refunded_amount: fromMinor(row.refunded_minor),
    refund: refund && {
      amount: fromMinor(refund.amount_minor),
      to: refund.destination,
      status: refund.status === 'sending' ? 'pending' : refund.status,
      message: refund.provider_message,
    },
  },
});

/**
 * The restaurant moves orders through their statuses; each change is stored with its time and sent to `orders_{tenant}`.
 * A cancel gives back what was paid (docs/api.md, "Cancels and refunds") and texts the customer.
 */
export const registerOperatorOrderRoutes = (
  app: TenantScope,
  deps: { db: Db; realtime: Realtime; clock: Clock; provider: PaymentProvider; sms: SmsSender },
): void => {
  const { db, realtime, clock } = deps;
  const orderOf = async (tenantId: number, raw: string): Promise<OrderRow> => {
    const id = rowIdOf(raw);
    const row = id === null ? null : await findOrder(db, tenantId, id);
    if (!row) throw new HttpError(404, 'order_not_available');
    return row;
  };

  app.get<{ Params: { id: string } }>(operatorOrderGetPath(':id'), async (request) => {
    const row = await orderOf(request.tenant.id, request.params.id);
    return answerOf(row, await findCancelRefund(db, request.tenant.id, row.id));
  });

  app.post<{ Params: { id: string; action: string } }>(
    operatorOrderPath(':id', ':action'),
    async (request): Promise<OperatorOrderAnswer> => {
      const tenant = request.tenant;
      const action = operatorOrderActionSchema.safeParse(request.params.action);
      if (!action.success) throw new HttpError(400, 'order_action_invalid', { message: `Unknown action ${request.params.action}` });
      const body = parseRequest(operatorOrderBodySchema, request.body, 'body');
      const found = await orderOf(tenant.id, request.params.id);
      // A refund of a canceled order whose card refund did not go through yet sends it again.
      const unsent = action.data === 'refund' ? await findCancelRefund(db, tenant.id, found.id) : null;
      if (unsent && unsent.status !== 'refunded') {
        const resent = await sendCardRefund(deps, unsent);
        if (resent.status === 'refunded') emitOrderUpdated(realtime, tenant.name, found);
        return answerOf(found, resent);
      }
      const now = clock();
      const { refundDestination } = await readOrderSettings(db, tenant.id);
      const { changed, refund } = await db.transaction(async (tx) => {
        const row = await lockOrderForChange(tx, tenant.id, found.id);
        if (!row) throw new HttpError(404, 'order_not_available');
        const paid = paymentStatusOf(row) === 'paid';
        const paidMinor = row.amount_due_minor - row.refunded_minor;
        const refundMinor = action.data === 'refund' ? (body.amount === undefined ? paidMinor : toMinor(body.amount)) : 0;
        const status: OrderStatus | null = nextStatus(action.data, { status: row.status, type: row.type, paid, paidMinor, refundMinor });
        if (!status) throw new HttpError(409, 'order_action_invalid', { message: `Cannot ${action.data} an order that is ${row.status}.` });
        let estimated = row.estimated_at;
        if (action.data === 'accept') estimated = await acceptedEstimate(tx, tenant, found, now, body.estimated_minutes);
        let refund: CancelRefundRow | null = null;
        if (action.data === 'cancel') {
          // Its open payment sessions are voided (a payment still made on one is refunded and flagged), its wallet and
          // points come back, and what it was paid goes back to the card or the wallet: all at once, or none.
          await voidOpenSessions(tx, tenant.id, row.id, now);
          await releaseTenders(tx, tenant.id, row.id, (number) => `Refund of canceled order #${number}`, now);
          refund = await recordCancelRefund(tx, tenant.id, row, refundDestination, now);
          estimated = null;
        }
        const paidAt = action.data === 'deliver' && row.paid_at === null ? now : row.paid_at;
        const updated = await updateOrderStatus(tx, tenant.id, row.id, {
          status,
          estimatedAt: estimated,
          paidAt,
          refundMinor,
          cancelReason: action.data === 'cancel' ? body.reason?.trim() || null : null,
        });
        await insertStatusEvent(tx, tenant.id, row.id, status, now, `operator:${action.data}`);
        if (!updated) throw new HttpError(404, 'order_not_available');
        return { changed: updated, refund };
      });
      const sent = refund && (await sendCardRefund(deps, refund));
      emitOrderUpdated(realtime, tenant.name, { ...changed, customer_id: found.customer_id });
      if (action.data === 'cancel') {
        const notice = { ...found, reason: body.reason?.trim() || null, refund: sent };
        await sendCancelNotice(deps, tenant, notice).catch((error: unknown) => request.log.error({ err: error }, 'cancel sms'));
      }
      return answerOf(changed, sent ?? (await findCancelRefund(db, tenant.id, found.id)));
    },
  );
};
