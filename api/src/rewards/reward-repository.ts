import type { Reward } from '@storefront/shared/contracts';
import { pointsBalance } from '../customers/balance-repository';
import type { Db, Queryable } from '../db/db';
import { writePointsEntry, writeWalletEntry } from '../ledgers/ledger-writes';

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

/** Advisory lock class taken (with the customer id) while redeeming: two redemptions never spend the same points. */
const REDEEM_LOCK = 7_311_030;

/**
 * Spends the reward's points (and credits its wallet amount) under the customer's lock, with the
 * voucher `code` as the ledger reference; null when the points do not reach.
 */
export const redeemReward = async (
  db: Db,
  { tenantId, customerId, reward, code, now }: { tenantId: number; customerId: number; reward: Reward; code: string; now: Date },
): Promise<{ id: number; points_balance: number } | null> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [REDEEM_LOCK, customerId]);
    if ((await pointsBalance(tx, tenantId, customerId)) < reward.points) return null;
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO reward_redemptions (tenant_id, customer_id, reward_id, points, code, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [tenantId, customerId, reward.id, reward.points, code, now],
    );
    // The voucher code is the reference: the same in both languages (the storefront names the reason itself).
    const entry = { tenantId, customerId, reasonCode: 'reward' as const, reference: code, now };
    await writePointsEntry(tx, { ...entry, amount: -reward.points, reason: `Redeemed ${reward.names.en}` });
    if (reward.wallet_amount > 0)
      await writeWalletEntry(tx, { ...entry, amount: reward.wallet_amount, reason: `Reward ${reward.names.en}` });
    return { id: row?.id ?? 0, points_balance: await pointsBalance(tx, tenantId, customerId) };
  });
