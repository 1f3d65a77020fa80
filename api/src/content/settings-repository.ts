import type { Setting } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface SettingRow {
  key: string;
  value: string;
  is_json: boolean;
}

const decode = (row: SettingRow): unknown => {
  try {
    return JSON.parse(row.value);
  } catch {
    return row.value;
  }
};

/**
 * The tenant's settings of the given groups, by key. Values are the stored strings; with `decodeJson`,
 * values stored as JSON come back decoded (a list stays a list).
 */
export const findSettings = async (db: Queryable, tenantId: number, groups: readonly string[], decodeJson = false): Promise<Setting[]> => {
  const rows = await db.query<SettingRow>(
    'SELECT key, value, is_json FROM settings WHERE tenant_id = $1 AND group_name = ANY($2::text[]) ORDER BY key',
    [tenantId, groups],
  );
  return rows.map((row) => ({ key: row.key, value: decodeJson && row.is_json ? decode(row) : row.value }));
};

/** Writes one of the tenant's settings (a plain string value), replacing what it held. */
export const saveSetting = async (db: Queryable, tenantId: number, key: string, value: string): Promise<void> => {
  await db.query(
    `INSERT INTO settings (tenant_id, key, value) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, key) DO UPDATE SET value = EXCLUDED.value, is_json = false`,
    [tenantId, key, value],
  );
};
