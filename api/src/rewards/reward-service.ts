import { type Redemption, type Reward, type Voucher } from '@storefront/shared/contracts';
import { settingValue } from '../content/settings-repository';
import { lockCustomer } from '../customers/customer-repository';
import type { Db, Queryable } from '../db/db';
import { pointsBalance, writePointsEntry, writeWalletEntry } from '../ledgers/ledger-repository';
import { DomainError } from '../domain/domain-error';
import { insertVoucherCoupon, lockCoupon, switchCouponOff } from '../orders/coupon-repository';
import { dishPriceMinor } from '../menu/menu-repository';
import { randomKey } from '../security/one-time-hash';
import {
  findExpiredVouchers,
  findReward,
  insertRedemption,
  listRewards,
  listUsableVouchers,
  markVoucherRefunded,
  tenantsWithExpiredVouchers,
  type ExpiredVoucher,
} from './reward-repository';

/** Setting (group `order`): how many days a redeemed voucher can be used; unused, its points come back after. */
export const VOUCHER_VALID_DAYS_KEY = 'order.reward_voucher_valid_days';
/** Days a voucher is valid when the restaurant says nothing. */
export const VOUCHER_VALID_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

const voucherValidDays = async (db: Queryable, tenantId: number): Promise<number> => {
  const days = Number(await settingValue(db, tenantId, VOUCHER_VALID_DAYS_KEY));
  return Number.isFinite(days) && days >= 1 ? Math.min(365, Math.round(days)) : VOUCHER_VALID_DAYS;
};

interface RedeemInput {
  tenantId: number;
  customerId: number;
  reward: Reward;
  code: string;
  now: Date;
}

/**
 * Spends the reward's points (and credits its wallet amount) under the customer's lock, with the
 * voucher `code` as the ledger reference; a reward with a dish also gets its voucher (a coupon of one use
 * of this customer only, until the restaurant's validity ends). Null when the points do not reach.
 */
const redeemReward = async (
  db: Db,
  { tenantId, customerId, reward, code, now }: RedeemInput,
): Promise<{ id: number; points_balance: number; expires_at: Date | null } | null> =>
  db.transaction(async (tx) => {
    // The lock an order spending points takes too: a redemption and an order never spend the same points.
    await lockCustomer(tx, tenantId, customerId);
    if ((await pointsBalance(tx, tenantId, customerId)) < reward.points) return null;
    const price = reward.item_id === null ? null : await dishPriceMinor(tx, tenantId, reward.item_id);
    const expiresAt = price === null ? null : new Date(now.getTime() + (await voucherValidDays(tx, tenantId)) * DAY_MS);
    const couponId =
      reward.item_id === null || price === null || expiresAt === null
        ? null
        : await insertVoucherCoupon(tx, {
            tenantId,
            customerId,
            code,
            itemId: reward.item_id,
            maxDiscountMinor: Math.max(1, price),
            endsAt: expiresAt,
            now,
          });
    const id = await insertRedemption(tx, { tenantId, customerId, reward, code, now, couponId, expiresAt });
    // The voucher code is the reference: the same in both languages (the storefront names the reason itself).
    const entry = { tenantId, customerId, reasonCode: 'reward' as const, reference: code, now };
    await writePointsEntry(tx, { ...entry, amount: -reward.points, reason: `Redeemed ${reward.names.en}` });
    if (reward.wallet_amount > 0)
      await writeWalletEntry(tx, { ...entry, amount: reward.wallet_amount, reason: `Reward ${reward.names.en}` });
    return { id, points_balance: await pointsBalance(tx, tenantId, customerId), expires_at: expiresAt };
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
    expires_at: redemption.expires_at?.toISOString() ?? null,
  };
};

/**
 * Gives the points of one expired voucher back (a points entry `reward` with its code), when no order used it: the
 * voucher's coupon is locked as an order placing it locks it, so an order and the refund never both have it.
 */
const refundExpired = (db: Db, tenantId: number, voucher: ExpiredVoucher, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    await lockCoupon(tx, tenantId, voucher.coupon_id);
    if (!(await markVoucherRefunded(tx, tenantId, voucher.id, now))) return false;
    // Off under the lock: an order that checked the voucher before it expired finds it so when it places.
    await switchCouponOff(tx, tenantId, voucher.coupon_id);
    await writePointsEntry(tx, {
      tenantId,
      customerId: voucher.customer_id,
      reasonCode: 'reward',
      reference: voucher.code,
      amount: voucher.points,
      reason: `Expired unused ${voucher.name_en}`,
      now,
    });
    return true;
  });

/** Refunds the tenant's (one customer's, or everyone's: null) vouchers that expired unused by `now`; answers how many. */
export const refundExpiredVouchers = async (db: Db, tenantId: number, customerId: number | null, now: Date): Promise<number> => {
  let refunded = 0;
  for (const voucher of await findExpiredVouchers(db, tenantId, customerId, now))
    if (await refundExpired(db, tenantId, voucher, now)) refunded += 1;
  return refunded;
};

/** The api's sweep: every tenant's vouchers that expired unused get their points back when it happens. Answers how many. */
export const sweepExpiredVouchers = async ({ db, clock }: { db: Db; clock: () => Date }): Promise<number> => {
  const now = clock();
  let refunded = 0;
  for (const tenantId of await tenantsWithExpiredVouchers(db, now)) refunded += await refundExpiredVouchers(db, tenantId, null, now);
  return refunded;
};

/** The customer's vouchers to use, the expired ones refunded first (so the list and the balance agree at `now`). */
export const usableVouchers = async (db: Db, tenantId: number, customerId: number, now: Date): Promise<Voucher[]> => {
  await refundExpiredVouchers(db, tenantId, customerId, now);
  return (await listUsableVouchers(db, tenantId, customerId, now)).map((row) => ({
    id: row.id,
    reward_id: row.reward_id,
    names: { ar: row.name_ar, en: row.name_en },
    descriptions: { ar: row.description_ar, en: row.description_en },
    item_id: row.item_id,
    points: row.points,
    code: row.code,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
  }));
};
