import type { Redemption, Reward } from '@storefront/shared/contracts';
import { lockCustomer } from '../customers/customer-repository';
import type { Db } from '../db/db';
import { pointsBalance, writePointsEntry, writeWalletEntry } from '../ledgers/ledger-repository';
import { DomainError } from '../domain/domain-error';
import { randomKey } from '../security/one-time-hash';
import { findReward, insertRedemption, listRewards } from './reward-repository';

/**
 * Spends the reward's points (and credits its wallet amount) under the customer's lock, with the
 * voucher `code` as the ledger reference; null when the points do not reach.
 */
const redeemReward = async (
  db: Db,
  { tenantId, customerId, reward, code, now }: { tenantId: number; customerId: number; reward: Reward; code: string; now: Date },
): Promise<{ id: number; points_balance: number } | null> =>
  db.transaction(async (tx) => {
    // The lock an order spending points takes too: a redemption and an order never spend the same points.
    await lockCustomer(tx, tenantId, customerId);
    if ((await pointsBalance(tx, tenantId, customerId)) < reward.points) return null;
    const id = await insertRedemption(tx, { tenantId, customerId, reward, code, now });
    // The voucher code is the reference: the same in both languages (the storefront names the reason itself).
    const entry = { tenantId, customerId, reasonCode: 'reward' as const, reference: code, now };
    await writePointsEntry(tx, { ...entry, amount: -reward.points, reason: `Redeemed ${reward.names.en}` });
    if (reward.wallet_amount > 0)
      await writeWalletEntry(tx, { ...entry, amount: reward.wallet_amount, reason: `Reward ${reward.names.en}` });
    return { id, points_balance: await pointsBalance(tx, tenantId, customerId) };
  });

const voucherCode = (): string =>
  `RW-${randomKey(6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`;

/** The tenant's rewards of a provider (`order`, ...). */
export const providerRewards = (db: Db, tenantId: number, provider: string): Promise<Reward[]> => listRewards(db, tenantId, provider);

/**
 * Redeems the provider's reward `rewardId` with the customer's points for a new voucher code; an unknown
 * reward is `reward_not_found`, points that do not reach `points_not_enough`.
 */
export const redeem = async (
  db: Db,
  {
    tenantId,
    customerId,
    rewardId,
    provider,
    now,
  }: { tenantId: number; customerId: number; rewardId: number | null; provider: string; now: Date },
): Promise<Redemption> => {
  const reward = rewardId === null ? null : await findReward(db, tenantId, rewardId, provider);
  if (!reward) throw new DomainError('reward_not_found');
  const code = voucherCode();
  const redemption = await redeemReward(db, { tenantId, customerId, reward, code, now });
  if (!redemption) throw new DomainError('points_not_enough');
  return {
    id: redemption.id,
    reward_id: reward.id,
    points: reward.points,
    code,
    wallet_amount: reward.wallet_amount,
    points_balance: redemption.points_balance,
    created_at: now.toISOString(),
  };
};
