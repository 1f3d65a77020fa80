import {
  CHALLENGE_PATHS,
  pageMeta,
  challengeDetailsResponseSchema,
  challengeListResponseSchema,
  idParamsSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { rowIdOf } from '../http/row-id';
import { customerChallenge, customerChallenges } from './challenge-service';
import type { CustomerScope } from '../tenancy/scopes';

/** Challenges with the logged-in customer's progress (docs/specification.md §7). */
export const challengeRoutes = async (scope: CustomerScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.get(
    CHALLENGE_PATHS.list,
    { schema: { response: { 200: challengeListResponseSchema } } },
    async (request): Promise<z.infer<typeof challengeListResponseSchema>> => {
      const data = await customerChallenges(db, request.tenant.id, request.customer.id, clock());
      return { data, meta: pageMeta(data.length, 1, Math.max(1, data.length)) };
    },
  );

  const one = { params: idParamsSchema, response: { 200: challengeDetailsResponseSchema } };
  scope.get(CHALLENGE_PATHS.details(':id'), { schema: one }, async (request): Promise<z.infer<typeof challengeDetailsResponseSchema>> => {
    const id = rowIdOf((request.params as { id?: unknown }).id);
    return { data: await customerChallenge(db, request.tenant.id, request.customer.id, id) };
  });
};
