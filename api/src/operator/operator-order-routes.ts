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
import { paymentStatusOf } from '../orders/order-answer';
import { emitOrderUpdated } from '../orders/order-events';
import { findOrder, insertStatusEvent, type OrderRow } from '../orders/order-repository';
import { releaseTenders } from '../orders/order-tenders';
import { nextStatus } from '../orders/order-transitions';
import { voidOpenSessions } from '../payments/payment-sessions';
import type { TenantScope } from '../tenancy/scopes';
import { acceptedEstimate } from '../orders/accepted-estimate';
import { lockOrderForChange, updateOrderStatus } from './operator-order-repository';

type OperatorOrderAnswer = z.infer<typeof operatorOrderResponseSchema>;

const answerOf = (
  row: Pick<OrderRow, 'id' | 'number' | 'status' | 'estimated_at' | 'paid_at' | 'amount_due_minor' | 'refunded_minor'>,
): OperatorOrderAnswer => ({
  data: {
    id: row.id,
    number: row.number,
    status: row.status,
    estimated_at: row.estimated_at === null ? null : new Date(row.estimated_at).toISOString(),
    payment_status: paymentStatusOf(row),
    refunded_amount: fromMinor(row.refunded_minor),
  },
});

/** The restaurant moves orders through their statuses; each change is stored with its time and sent to `orders_{tenant}`. */
export const registerOperatorOrderRoutes = (
  app: TenantScope,
  { db, realtime, clock }: { db: Db; realtime: Realtime; clock: Clock },
): void => {
  const orderOf = async (tenantId: number, raw: string): Promise<OrderRow> => {
    const id = rowIdOf(raw);
    const row = id === null ? null : await findOrder(db, tenantId, id);
    if (!row) throw new HttpError(404, 'order_not_available');
    return row;
  };

  app.get<{ Params: { id: string } }>(operatorOrderGetPath(':id'), async (request) =>
    answerOf(await orderOf(request.tenant.id, request.params.id)),
  );

  app.post<{ Params: { id: string; action: string } }>(
    operatorOrderPath(':id', ':action'),
    async (request): Promise<OperatorOrderAnswer> => {
      const tenant = request.tenant;
      const action = operatorOrderActionSchema.safeParse(request.params.action);
      if (!action.success) throw new HttpError(400, 'order_action_invalid', { message: `Unknown action ${request.params.action}` });
      const body = parseRequest(operatorOrderBodySchema, request.body, 'body');
      const found = await orderOf(tenant.id, request.params.id);
      const now = clock();
      const changed = await db.transaction(async (tx) => {
        const row = await lockOrderForChange(tx, tenant.id, found.id);
        if (!row) throw new HttpError(404, 'order_not_available');
        const paid = paymentStatusOf(row) === 'paid';
        const paidMinor = row.amount_due_minor - row.refunded_minor;
        const refundMinor = action.data === 'refund' ? (body.amount === undefined ? paidMinor : toMinor(body.amount)) : 0;
        const status: OrderStatus | null = nextStatus(action.data, { status: row.status, type: row.type, paid, paidMinor, refundMinor });
        if (!status) throw new HttpError(409, 'order_action_invalid', { message: `Cannot ${action.data} an order that is ${row.status}.` });
        let estimated = row.estimated_at;
        if (action.data === 'accept') estimated = await acceptedEstimate(tx, tenant, found, now, body.estimated_minutes);
        const paidAt = action.data === 'deliver' && row.paid_at === null ? now : row.paid_at;
        const updated = await updateOrderStatus(tx, tenant.id, row.id, { status, estimatedAt: estimated, paidAt, refundMinor });
        await insertStatusEvent(tx, tenant.id, row.id, status, now, `operator:${action.data}`);
        if (action.data === 'cancel') {
          // Its open payment sessions are voided: a payment still made on one is refunded and flagged.
          await voidOpenSessions(tx, tenant.id, row.id, now);
          await releaseTenders(tx, tenant.id, row.id, (number) => `Refund of canceled order #${number}`, now);
        }
        if (!updated) throw new HttpError(404, 'order_not_available');
        return updated;
      });
      emitOrderUpdated(realtime, tenant.name, { ...changed, customer_id: found.customer_id });
      return answerOf(changed);
    },
  );
};
