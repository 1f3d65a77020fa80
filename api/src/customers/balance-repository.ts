import { settingValue } from '../content/settings-repository';
import type { Queryable } from '../db/db';

/** Setting (group `payment`) of the least order total the wallet may pay for; missing means 0. */
export const WALLET_MIN_ORDER_AMOUNT_KEY = 'payment.wallet_min_order_amount';

const sumOf = async (db: Queryable, ledger: 'wallet_ledger' | 'points_ledger', tenantId: number, customerId: number): Promise<number> => {
  const [row] = await db.query<{ balance: number }>(
    `SELECT COALESCE(SUM(amount), 0)::float8 AS balance FROM ${ledger} WHERE tenant_id = $1 AND customer_id = $2`,
    [tenantId, customerId],
  );
  return row?.balance ?? 0;
};

/** The wallet balance: the sum of the customer's wallet entries. */
export const walletBalance = (db: Queryable, tenantId: number, customerId: number): Promise<number> =>
  sumOf(db, 'wallet_ledger', tenantId, customerId);

/** The points balance: the sum of the customer's points entries. */
export const pointsBalance = (db: Queryable, tenantId: number, customerId: number): Promise<number> =>
  sumOf(db, 'points_ledger', tenantId, customerId);

export const walletMinOrderAmount = async (db: Queryable, tenantId: number): Promise<number> => {
  const amount = Number(await settingValue(db, tenantId, WALLET_MIN_ORDER_AMOUNT_KEY));
  return Number.isFinite(amount) ? amount : 0;
};
