import { parseAnswer, type ApiResponse } from '@storefront/shared';
import type { z } from 'zod/mini';

type Schemas = typeof import('./waiting-schemas');

const schemas = () => import(/* webpackChunkName: "waiting-schemas" */ './waiting-schemas');

/**
 * An answer read with its contract, the schema (and zod) loaded with the first answer that needs one;
 * an answer that came with the page is taken as it is (the server read it with the same schema).
 */
export const readAnswer = async <K extends keyof Schemas>(name: K, answer: ApiResponse<unknown>): Promise<z.output<Schemas[K]>> =>
  answer.primed ? (answer.data as z.output<Schemas[K]>) : (parseAnswer((await schemas())[name], answer.data) as z.output<Schemas[K]>);

/** The branch a `waiting_list.updated` event is about, or null when its payload is not one. */
export const branchOfUpdate = async (payload: unknown): Promise<number | null> => {
  const event = (await schemas()).waitingListUpdatedPayloadSchema.safeParse(payload);
  return event.success ? event.data.branch_id : null;
};
