import { randomKey } from '../security/one-time-hash';
import {
  REWARD_PATHS,
  redeemBodySchema,
  rewardListQuerySchema,
  idParamsSchema,
  redeemResponseSchema,
  rewardListResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { rowIdOf } from '../http/row-id';
import { findReward, listRewards } from './reward-repository';
import { redeemReward } from './reward-service';
import type { CustomerScope } from '../tenancy/scopes';

const voucherCode = (): string =>
  `RW-${randomKey(6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`;

/** Rewards of a provider (default `order`) and redeeming one with points. */
export const rewardRoutes = async (app: CustomerScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  app.get(
    REWARD_PATHS.list,
    { schema: { querystring: rewardListQuerySchema, response: { 200: rewardListResponseSchema } } },
    async (request): Promise<z.infer<typeof rewardListResponseSchema>> => {
      const { provider } = parseRequest(rewardListQuerySchema, request.query, 'query');
      return { data: await listRewards(db, request.tenant.id, provider) };
    },
  );

  const redeemed = { params: idParamsSchema, body: redeemBodySchema, response: { 201: redeemResponseSchema } };
  app.post(REWARD_PATHS.redeem(':id'), { schema: redeemed }, async (request, reply) => {
    const id = rowIdOf((request.params as { id?: unknown }).id);
    const { provider } = parseRequest(redeemBodySchema, request.body, 'body');
    const tenantId = request.tenant.id;
    const customerId = request.customer.id;
    const reward = id === null ? null : await findReward(db, tenantId, id, provider);
    if (!reward) throw new DomainError('reward_not_found');
    const now = clock();
    const code = voucherCode();
    const redemption = await redeemReward(db, { tenantId, customerId, reward, code, now });
    if (!redemption) throw new DomainError('points_not_enough');
    const answer: z.infer<typeof redeemResponseSchema> = {
      data: {
        id: redemption.id,
        reward_id: reward.id,
        points: reward.points,
        code,
        wallet_amount: reward.wallet_amount,
        points_balance: redemption.points_balance,
        created_at: now.toISOString(),
      },
    };
    return reply.status(201).send(answer);
  });
};
