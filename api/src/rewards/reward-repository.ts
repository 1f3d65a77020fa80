import type { Reward } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface RewardRow {
  id: number;
  provider: string;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  points: number;
  wallet_amount: number;
}

const toReward = (row: RewardRow): Reward => ({
  id: row.id,
  provider: row.provider,
  names: { ar: row.name_ar, en: row.name_en },
  descriptions: { ar: row.description_ar, en: row.description_en },
  points: row.points,
  wallet_amount: row.wallet_amount,
});

const SELECT = `SELECT id, provider, name_ar, name_en, description_ar, description_en, points, wallet_amount::float8 AS wallet_amount FROM rewards`;

export const listRewards = async (db: Queryable, tenantId: number, provider: string): Promise<Reward[]> =>
  (
    await db.query<RewardRow>(`${SELECT} WHERE tenant_id = $1 AND provider = $2 AND active ORDER BY sort, points`, [tenantId, provider])
  ).map(toReward);

export const findReward = async (db: Queryable, tenantId: number, id: number, provider: string): Promise<Reward | null> => {
  const [row] = await db.query<RewardRow>(`${SELECT} WHERE tenant_id = $1 AND id = $2 AND provider = $3 AND active`, [
    tenantId,
    id,
    provider,
  ]);
  return row ? toReward(row) : null;
};

/** Records a redemption of the reward by the customer, with its voucher code; answers its id. */
export const insertRedemption = async (
  tx: Queryable,
  { tenantId, customerId, reward, code, now }: { tenantId: number; customerId: number; reward: Reward; code: string; now: Date },
): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO reward_redemptions (tenant_id, customer_id, reward_id, points, code, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [tenantId, customerId, reward.id, reward.points, code, now],
  );
  return row?.id ?? 0;
};
