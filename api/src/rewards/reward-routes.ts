import {
  REWARD_PATHS,
  redeemBodySchema,
  rewardListQuerySchema,
  idParamsSchema,
  redeemResponseSchema,
  rewardListResponseSchema,
  voucherListResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { rowIdOf } from '../http/row-id';
import { providerRewards, redeem, usableVouchers } from './reward-service';
import type { CustomerScope } from '../tenancy/scopes';

/** Rewards of a provider (default `order`), redeeming one with points, and the customer's vouchers still to use. */
export const rewardRoutes = async (scope: CustomerScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.get(
    REWARD_PATHS.list,
    { schema: { querystring: rewardListQuerySchema, response: { 200: rewardListResponseSchema } } },
    async (request): Promise<z.infer<typeof rewardListResponseSchema>> => {
      const { provider } = request.query;
      return { data: await providerRewards(db, request.tenant.id, provider) };
    },
  );

  scope.get(
    REWARD_PATHS.mine,
    { schema: { response: { 200: voucherListResponseSchema } } },
    async (request): Promise<z.infer<typeof voucherListResponseSchema>> => ({
      data: await usableVouchers(db, request.tenant.id, request.customer.id, clock()),
    }),
  );

  const redeemed = { params: idParamsSchema, body: redeemBodySchema, response: { 201: redeemResponseSchema } };
  scope.post(REWARD_PATHS.redeem(':id'), { schema: redeemed }, async (request, reply) => {
    const rewardId = rowIdOf((request.params as { id?: unknown }).id);
    const { provider } = request.body;
    const redeemed = { tenantId: request.tenant.id, customerId: request.customer.id, rewardId, provider, now: clock() };
    const answer: z.infer<typeof redeemResponseSchema> = { data: await redeem(db, redeemed) };
    return reply.status(201).send(answer);
  });
};
