import { settingValue } from '../content/settings-repository';
import type { Queryable } from '../db/db';

/** Setting (group `payment`) of the least order total the wallet may pay for; missing means 0. */
export const WALLET_MIN_ORDER_AMOUNT_KEY = 'payment.wallet_min_order_amount';

/** The least order total the wallet may pay for. */
export const walletMinOrderAmount = async (db: Queryable, tenantId: number): Promise<number> => {
  const amount = Number(await settingValue(db, tenantId, WALLET_MIN_ORDER_AMOUNT_KEY));
  return Number.isFinite(amount) ? amount : 0;
};
