import { randomKey } from '../security/one-time-hash';
import {
  REWARD_PATHS,
  redeemBodySchema,
  rewardListQuerySchema,
  type redeemResponseSchema,
  type rewardListResponseSchema,
} from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { pointsBalance } from '../customers/balance-repository';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { rowIdOf } from '../http/row-id';
import { writePointsEntry, writeWalletEntry } from '../ledgers/ledger-writes';
import { findReward, listRewards } from './reward-repository';

/** Advisory lock class taken (with the customer id) while redeeming: two redemptions never spend the same points. */
const REDEEM_LOCK = 7_311_030;

const voucherCode = (): string =>
  `RW-${randomKey(6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`;

/** Rewards of a provider (default `order`) and redeeming one with points. */
export const registerRewardRoutes = (app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void => {
  app.get(REWARD_PATHS.list, async (request): Promise<z.infer<typeof rewardListResponseSchema>> => {
    const { provider } = parseRequest(rewardListQuerySchema, request.query, 'query');
    return { data: await listRewards(db, request.tenant.id, provider) };
  });

  app.post(REWARD_PATHS.redeem(':id'), async (request, reply) => {
    const id = rowIdOf((request.params as { id?: unknown }).id);
    const { provider } = parseRequest(redeemBodySchema, request.body, 'body');
    const tenantId = request.tenant.id;
    const customerId = request.customer.id;
    const reward = id === null ? null : await findReward(db, tenantId, id, provider);
    if (!reward) throw new HttpError(404, 'reward_not_found');
    const now = clock();
    const redemption = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [REDEEM_LOCK, customerId]);
      if ((await pointsBalance(tx, tenantId, customerId)) < reward.points) throw new HttpError(422, 'points_not_enough');
      const code = voucherCode();
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO reward_redemptions (tenant_id, customer_id, reward_id, points, code, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [tenantId, customerId, reward.id, reward.points, code, now],
      );
      // The voucher code is the reference: the same in both languages (the storefront names the reason itself).
      const entry = { tenantId, customerId, reasonCode: 'reward' as const, reference: code, now };
      await writePointsEntry(tx, { ...entry, amount: -reward.points, reason: `Redeemed ${reward.names.en}` });
      if (reward.wallet_amount > 0)
        await writeWalletEntry(tx, { ...entry, amount: reward.wallet_amount, reason: `Reward ${reward.names.en}` });
      return { id: row?.id ?? 0, code, points_balance: await pointsBalance(tx, tenantId, customerId) };
    });
    const answer: z.infer<typeof redeemResponseSchema> = {
      data: {
        id: redemption.id,
        reward_id: reward.id,
        points: reward.points,
        code: redemption.code,
        wallet_amount: reward.wallet_amount,
        points_balance: redemption.points_balance,
        created_at: now.toISOString(),
      },
    };
    return reply.status(201).send(answer);
  });
};
