import type { Reward } from '@storefront/shared/contracts';
import { takeAdvisoryLock } from '../db/advisory-lock';
import type { Db } from '../db/db';
import { pointsBalance, writePointsEntry, writeWalletEntry } from '../ledgers/ledger-repository';
import { insertRedemption } from './reward-repository';

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
    await takeAdvisoryLock(tx, REDEEM_LOCK, customerId);
    if ((await pointsBalance(tx, tenantId, customerId)) < reward.points) return null;
    const id = await insertRedemption(tx, { tenantId, customerId, reward, code, now });
    // The voucher code is the reference: the same in both languages (the storefront names the reason itself).
    const entry = { tenantId, customerId, reasonCode: 'reward' as const, reference: code, now };
    await writePointsEntry(tx, { ...entry, amount: -reward.points, reason: `Redeemed ${reward.names.en}` });
    if (reward.wallet_amount > 0)
      await writeWalletEntry(tx, { ...entry, amount: reward.wallet_amount, reason: `Reward ${reward.names.en}` });
    return { id, points_balance: await pointsBalance(tx, tenantId, customerId) };
  });
