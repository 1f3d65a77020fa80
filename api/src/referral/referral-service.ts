import { REFERRAL_MESSAGES } from '@storefront/shared/contracts';
import { settingValues } from '../content/settings-repository';
import { customerIdByReferralCode, lockReferralState, setReferredBy } from '../customers/customer-repository';
import type { Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { writePointsEntry, writeWalletEntry } from '../ledgers/ledger-repository';

/** Tenant settings (group `referral`) of what a used code gives each side; missing means nothing. */
export const REFERRAL_SETTINGS = {
  refereeWallet: 'referral.referee_wallet_amount',
  refereePoints: 'referral.referee_points',
  referrerWallet: 'referral.referrer_wallet_amount',
  referrerPoints: 'referral.referrer_points',
} as const;

/** A credit setting as a number; missing or not a positive number is 0. */
const creditOf = (value: string | undefined): number => {
  const credit = Number(value);
  return Number.isFinite(credit) && credit > 0 ? credit : 0;
};

export interface ReferralCredit {
  referral_code: string;
  wallet_amount: number;
  points: number;
}

/**
 * The customer uses a friend's code, once: both sides are credited per the tenant's settings, as
 * ledger entries. Run inside a transaction. 422 for an unknown code, one's own code, or a second use.
 */
export const applyReferral = async (
  tx: Queryable,
  tenantId: number,
  customerId: number,
  code: string,
  now: Date,
): Promise<ReferralCredit> => {
  const customer = await lockReferralState(tx, tenantId, customerId);
  if (!customer) throw new DomainError('customer_token_invalid');
  if (customer.referred_by !== null) throw new DomainError('referral_used');
  if (customer.referral_code === code) throw new DomainError('referral_own', { errors: { referral_code: [REFERRAL_MESSAGES.own] } });
  const referrerId = await customerIdByReferralCode(tx, tenantId, code);
  if (referrerId === null) throw new DomainError('referral_invalid', { errors: { referral_code: [REFERRAL_MESSAGES.invalid] } });
  await setReferredBy(tx, tenantId, customerId, referrerId, now);
  // One statement: a transaction's connection takes one at a time.
  const credits = await settingValues(tx, tenantId, Object.values(REFERRAL_SETTINGS));
  const refereeWallet = creditOf(credits.get(REFERRAL_SETTINGS.refereeWallet));
  const refereePoints = creditOf(credits.get(REFERRAL_SETTINGS.refereePoints));
  const referrerWallet = creditOf(credits.get(REFERRAL_SETTINGS.referrerWallet));
  const referrerPoints = creditOf(credits.get(REFERRAL_SETTINGS.referrerPoints));
  const entry = (id: number, amount: number, reason: string) => ({
    tenantId,
    customerId: id,
    amount,
    reason,
    reasonCode: 'referral' as const,
    reference: code,
    now,
  });
  if (refereeWallet > 0) await writeWalletEntry(tx, entry(customerId, refereeWallet, `Referral code ${code} used`));
  if (refereePoints > 0) await writePointsEntry(tx, entry(customerId, refereePoints, `Referral code ${code} used`));
  if (referrerWallet > 0) await writeWalletEntry(tx, entry(referrerId, referrerWallet, `A friend used your code ${code}`));
  if (referrerPoints > 0) await writePointsEntry(tx, entry(referrerId, referrerPoints, `A friend used your code ${code}`));
  return { referral_code: code, wallet_amount: refereeWallet, points: Math.round(refereePoints) };
};
