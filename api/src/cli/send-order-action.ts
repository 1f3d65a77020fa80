import { operatorOrderPath, operatorOrderResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { OrderAction } from './order-command';
import type { OperatorTarget } from './operator-request';
import { operatorRequest } from './operator-request';

/** Moves an order (accept, prepare, ready, dispatch, deliver, cancel, refund); answers its new state. */
export const sendOrderAction = ({
  order,
  ...target
}: OperatorTarget & { order: OrderAction }): Promise<z.infer<typeof operatorOrderResponseSchema>> =>
  operatorRequest(target, 'POST', operatorOrderPath(order.orderId, order.action), order.body, operatorOrderResponseSchema);
