import { z } from 'zod/mini';
import { itemOf, localizedTextSchema } from './common';
import { pageMetaSchema } from './account-paging';

/** Challenges (docs/specification.md §7). */
export const CHALLENGE_PATHS = {
  list: '/api/v1/wallet/challenges-settings/get-by-customer-id',
  details: (id: number | string) => `/api/v1/wallet/challenges-settings/details/${id}`,
} as const;

export const challengeSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  descriptions: localizedTextSchema,
  /** What counts: orders placed, or money spent (in the tenant's currency). */
  goal_type: z.enum(['orders_count', 'orders_amount']),
  target: z.number().check(z.positive()),
  progress: z.number().check(z.nonnegative()),
  completed: z.boolean(),
  reward_type: z.enum(['points', 'wallet']),
  reward_amount: z.number().check(z.positive()),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeListResponseSchema = z.object({ data: z.array(challengeSchema), meta: pageMetaSchema });

export const challengeProgressEntrySchema = z.object({
  id: z.int(),
  amount: z.number(),
  reference: z.nullable(z.string()),
  created_at: z.string(),
});
export const challengeDetailsResponseSchema = itemOf(z.extend(challengeSchema, { entries: z.array(challengeProgressEntrySchema) }));
export type ChallengeDetails = z.infer<typeof challengeDetailsResponseSchema>['data'];
