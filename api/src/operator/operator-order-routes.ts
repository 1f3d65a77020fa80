import {
  operatorOrderActionSchema,
  operatorOrderBodySchema,
  operatorOrderGetPath,
  operatorOrderPath,
  idParamsSchema,
  operatorOrderActionParamsSchema,
  operatorOrderResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { rowIdOf } from '../http/row-id';
import { staffOrderAnswer } from '../orders/order-answer';
import { changeOrder, findStaffOrder } from '../orders/order-change-service';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Realtime } from '../realtime/realtime';
import type { SmsSender } from '../sms/sms-sender';
import type { TenantScope } from '../tenancy/scopes';

type OperatorOrderAnswer = z.infer<typeof operatorOrderResponseSchema>;

const answerOf = (...found: Parameters<typeof staffOrderAnswer>): OperatorOrderAnswer => ({ data: staffOrderAnswer(...found) });

/**
 * The restaurant moves orders through their statuses; each change is stored with its time and sent to `orders_{tenant}`.
 * A cancel gives back what was paid (docs/api.md, "Cancels and refunds") and texts the customer.
 */
export const operatorOrderRoutes = async (
  scope: TenantScope,
  deps: { db: Db; realtime: Realtime; clock: Clock; provider: PaymentProvider; sms: SmsSender },
): Promise<void> => {
  scope.get(
    operatorOrderGetPath(':id'),
    { schema: { params: idParamsSchema, response: { 200: operatorOrderResponseSchema } } },
    async (request) => {
      const { order, refund } = await findStaffOrder(deps.db, request.tenant.id, rowIdOf(request.params.id));
      return answerOf(order, refund);
    },
  );

  scope.post(
    operatorOrderPath(':id', ':action'),
    { schema: { params: operatorOrderActionParamsSchema, body: operatorOrderBodySchema, response: { 200: operatorOrderResponseSchema } } },
    async (request): Promise<OperatorOrderAnswer> => {
      const action = operatorOrderActionSchema.safeParse(request.params.action);
      if (!action.success)
        throw new DomainError('order_action_invalid', { variant: 'unknown', message: `Unknown action ${request.params.action}` });
      const body = request.body;
      const { order, refund } = await changeOrder(deps, request.tenant, rowIdOf(request.params.id), action.data, body, (error) =>
        request.log.error({ err: error }, 'cancel sms'),
      );
      return answerOf(order, refund);
    },
  );
};
