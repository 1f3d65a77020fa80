import type { Queryable } from '../../db/db';
import { hashSecret } from '../../security/secrets';
import { insertDemoCustomers } from '../insert-demo-customers';
import { DEMO_PASSWORD, type DemoAccounts } from './demo-accounts';

/** Every demo customer with an e-mail and no password yet gets the demo password. */
export const giveDemoPasswords = async (tx: Queryable, tenantId: number): Promise<void> => {
  await tx.query('UPDATE customers SET password_hash = $2 WHERE tenant_id = $1 AND email IS NOT NULL AND password_hash IS NULL', [
    tenantId,
    await hashSecret(DEMO_PASSWORD),
  ]);
};

/**
 * Seed step `010_accounts`: referral codes and settings, a customer with a long history, a password
 * for every demo customer with an e-mail, vehicle logos from the catalogue, rewards and challenges.
 */
export const insertDemoAccounts = async (tx: Queryable, tenantId: number, accounts: DemoAccounts): Promise<void> => {
  for (const [mobile, code] of Object.entries(accounts.referralCodes)) {
    await tx.query('UPDATE customers SET referral_code = $3 WHERE tenant_id = $1 AND mobile = $2 AND referral_code IS NULL', [
      tenantId,
      mobile,
      code,
    ]);
  }
  for (const [key, value] of Object.entries(accounts.referralSettings)) {
    await tx.query('INSERT INTO settings (tenant_id, key, value) VALUES ($1, $2, $3) ON CONFLICT (tenant_id, key) DO NOTHING', [
      tenantId,
      key,
      value,
    ]);
  }
  await insertDemoCustomers(tx, tenantId, accounts.customers);
  await giveDemoPasswords(tx, tenantId);
  await tx.query(
    `UPDATE customer_vehicles v SET brand_logo = b.logo FROM vehicle_brands b
      WHERE v.tenant_id = $1 AND v.brand_id = b.id AND v.brand_logo IS NULL`,
    [tenantId],
  );
  for (const [index, reward] of accounts.rewards.entries()) {
    await tx.query(
      `INSERT INTO rewards (tenant_id, name_ar, name_en, description_ar, description_en, points, wallet_amount, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        tenantId,
        reward.names.ar,
        reward.names.en,
        reward.descriptions.ar,
        reward.descriptions.en,
        reward.points,
        reward.wallet_amount,
        index,
      ],
    );
  }
  for (const challenge of accounts.challenges) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO challenges (tenant_id, name_ar, name_en, description_ar, description_en, goal_type, target, reward_type, reward_amount, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        tenantId,
        challenge.names.ar,
        challenge.names.en,
        challenge.descriptions.ar,
        challenge.descriptions.en,
        challenge.goal_type,
        challenge.target,
        challenge.reward_type,
        challenge.reward_amount,
        challenge.starts_at,
        challenge.ends_at,
      ],
    );
    for (const [mobile, entries] of Object.entries(challenge.progress)) {
      const [customer] = await tx.query<{ id: number }>('SELECT id FROM customers WHERE tenant_id = $1 AND mobile = $2', [
        tenantId,
        mobile,
      ]);
      if (!customer || !row) continue;
      for (const entry of entries) {
        await tx.query(
          'INSERT INTO challenge_progress (tenant_id, customer_id, challenge_id, amount, reference, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [tenantId, customer.id, row.id, entry.amount, entry.reference, entry.created_at],
        );
      }
    }
  }
};

/** Each demo voucher reward names the dish it gives (rewards were inserted in their list's order, `sort`). */
export const giveRewardsTheirDishes = async (tx: Queryable, tenantId: number, accounts: DemoAccounts): Promise<void> => {
  for (const [index, reward] of accounts.rewards.entries())
    if (reward.item_id !== undefined)
      await tx.query('UPDATE rewards SET item_id = $3 WHERE tenant_id = $1 AND sort = $2', [tenantId, index, reward.item_id]);
};
