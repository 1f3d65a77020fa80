import { REFERRAL_MESSAGES } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { numberSetting } from '../http/number-setting';
import { writePointsEntry, writeWalletEntry } from '../ledgers/ledger-writes';

/** Tenant settings (group `referral`) of what a used code gives each side; missing means nothing. */
export const REFERRAL_SETTINGS = {
  refereeWallet: 'referral.referee_wallet_amount',
  refereePoints: 'referral.referee_points',
  referrerWallet: 'referral.referrer_wallet_amount',
  referrerPoints: 'referral.referrer_points',
} as const;

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
  const [customer] = await tx.query<{ referred_by: number | null; referral_code: string | null }>(
    'SELECT referred_by, referral_code FROM customers WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [tenantId, customerId],
  );
  if (!customer) throw new HttpError(401, 'customer_token_invalid');
  if (customer.referred_by !== null) throw new HttpError(422, 'referral_used');
  if (customer.referral_code === code) throw new HttpError(422, 'referral_own', { errors: { referral_code: [REFERRAL_MESSAGES.own] } });
  const [referrer] = await tx.query<{ id: number }>('SELECT id FROM customers WHERE tenant_id = $1 AND referral_code = $2', [
    tenantId,
    code,
  ]);
  if (!referrer) throw new HttpError(422, 'referral_invalid', { errors: { referral_code: [REFERRAL_MESSAGES.invalid] } });
  await tx.query('UPDATE customers SET referred_by = $3, referred_at = $4 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    customerId,
    referrer.id,
    now,
  ]);
  const [refereeWallet, refereePoints, referrerWallet, referrerPoints] = (await Promise.all(
    [
      REFERRAL_SETTINGS.refereeWallet,
      REFERRAL_SETTINGS.refereePoints,
      REFERRAL_SETTINGS.referrerWallet,
      REFERRAL_SETTINGS.referrerPoints,
    ].map((key) => numberSetting(tx, tenantId, key)),
  )) as [number, number, number, number];
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
  if (referrerWallet > 0) await writeWalletEntry(tx, entry(referrer.id, referrerWallet, `A friend used your code ${code}`));
  if (referrerPoints > 0) await writePointsEntry(tx, entry(referrer.id, referrerPoints, `A friend used your code ${code}`));
  return { referral_code: code, wallet_amount: refereeWallet, points: Math.round(refereePoints) };
};
