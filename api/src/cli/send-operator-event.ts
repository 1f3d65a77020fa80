import { OPERATOR_EVENTS_PATH, operatorEventResponseSchema, type OperatorEvent } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { OperatorTarget } from './operator-request';
import { operatorRequest } from './operator-request';

/** POSTs the event to the api's operator endpoint; throws with the api's message when refused. */
export const sendOperatorEvent = ({
  event,
  ...target
}: OperatorTarget & { event: OperatorEvent }): Promise<z.infer<typeof operatorEventResponseSchema>> =>
  operatorRequest(target, 'POST', OPERATOR_EVENTS_PATH, event, operatorEventResponseSchema);
