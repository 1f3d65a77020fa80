import { HEADERS, OPERATOR_KEY_HEADER, apiErrorSchema } from '@storefront/shared/contracts';
import { z } from 'zod';

/** Where an operator command goes: the api, the tenant and its operator key. */
export interface OperatorTarget {
  apiUrl: string;
  tenant: string;
  key: string;
}

/** One call of the operator API as the target's operator; throws with the api's message when refused. */
export const operatorRequest = async <Answer extends z.core.$ZodType>(
  { apiUrl, tenant, key }: OperatorTarget,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: object | null,
  answerSchema: Answer,
): Promise<z.infer<Answer>> => {
  const url = `${apiUrl}${path}`;
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === null ? {} : { 'content-type': 'application/json' }),
      [HEADERS.tenant]: tenant,
      [OPERATOR_KEY_HEADER]: key,
    },
    ...(body === null ? {} : { body: JSON.stringify(body) }),
  }).catch((error: Error) => {
    throw new Error(`api unreachable at ${url}: ${error.cause instanceof Error ? error.cause.message : error.message}`);
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = apiErrorSchema.safeParse(answer);
    const message = problem.success ? problem.data.message : response.statusText;
    const details = problem.success && problem.data.errors ? ` ${JSON.stringify(problem.data.errors)}` : '';
    throw new Error(`api answered ${response.status}: ${message}${details}`);
  }
  return z.parse(answerSchema, answer);
};
