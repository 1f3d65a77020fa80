import type { Queryable } from '../db/db';

/** A tenant setting read as a number; missing or not a number is 0. */
export const numberSetting = async (db: Queryable, tenantId: number, key: string): Promise<number> => {
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE tenant_id = $1 AND key = $2', [tenantId, key]);
  const value = Number(row?.value);
  return Number.isFinite(value) && value > 0 ? value : 0;
};
