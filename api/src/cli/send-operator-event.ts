import {
  HEADERS,
  OPERATOR_EVENTS_PATH,
  OPERATOR_KEY_HEADER,
  apiErrorSchema,
  operatorEventResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { OperatorCommand } from './operator-command';

/** POSTs the event to the api's operator endpoint; throws with the api's message when refused. */
export const sendOperatorEvent = async ({
  apiUrl,
  tenant,
  key,
  event,
}: OperatorCommand): Promise<z.infer<typeof operatorEventResponseSchema>> => {
  const url = `${apiUrl}${OPERATOR_EVENTS_PATH}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADERS.tenant]: tenant, [OPERATOR_KEY_HEADER]: key },
    body: JSON.stringify(event),
  }).catch((error: Error) => {
    throw new Error(`api unreachable at ${url}: ${error.cause instanceof Error ? error.cause.message : error.message}`);
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = apiErrorSchema.safeParse(body);
    const message = problem.success ? problem.data.message : response.statusText;
    const details = problem.success && problem.data.errors ? ` ${JSON.stringify(problem.data.errors)}` : '';
    throw new Error(`api answered ${response.status}: ${message}${details}`);
  }
  return operatorEventResponseSchema.parse(body);
};
