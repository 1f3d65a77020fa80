import { dineInSessionIdSchema, type DineInSession } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** A session with its table, area and branch, as stored. */
export interface SessionRow {
  id: string;
  status: DineInSession['status'];
  branch_id: number;
  branch_name_ar: string;
  branch_name_en: string;
  table_id: number;
  table_name: string;
  table_available: boolean;
  area_id: number;
  area_name_ar: string;
  area_name_en: string;
}

const SELECT_SESSIONS = `
  SELECT s.id, s.status, t.branch_id, b.name_ar AS branch_name_ar, b.name_en AS branch_name_en,
         t.id AS table_id, t.name AS table_name, t.available AS table_available,
         a.id AS area_id, a.name_ar AS area_name_ar, a.name_en AS area_name_en
    FROM dine_in_sessions s
    JOIN dine_in_tables t ON t.tenant_id = s.tenant_id AND t.id = s.table_id
    JOIN dine_in_areas a ON a.tenant_id = t.tenant_id AND a.id = t.area_id
    JOIN branches b ON b.tenant_id = t.tenant_id AND b.id = t.branch_id`;

/** The tenant's session, or null (for another tenant's session or an id that cannot be one). */
export const findSession = async (db: Queryable, tenantId: number, id: string): Promise<SessionRow | null> => {
  if (!dineInSessionIdSchema.safeParse(id).success) return null;
  const rows = await db.query<SessionRow>(`${SELECT_SESSIONS} WHERE s.tenant_id = $1 AND s.id = $2`, [tenantId, id]);
  return rows[0] ?? null;
};

/**
 * The open session at the tenant's table of that branch whose printed code is `code` (case ignored), or null
 * (no such table, another tenant's, or no session open there).
 */
export const findOpenSessionAtTable = async (
  db: Queryable,
  tenantId: number,
  branchId: number,
  code: string,
): Promise<SessionRow | null> => {
  const rows = await db.query<SessionRow>(
    `${SELECT_SESSIONS} WHERE s.tenant_id = $1 AND t.branch_id = $2 AND lower(t.name) = lower($3) AND s.status = 'open'
      ORDER BY t.id LIMIT 1`,
    [tenantId, branchId, code],
  );
  return rows[0] ?? null;
};

export const toDineInSession = (row: SessionRow): DineInSession => ({
  session_id: row.id,
  status: row.status,
  branch_id: row.branch_id,
  branch_names: { ar: row.branch_name_ar, en: row.branch_name_en },
  table: { id: row.table_id, name: row.table_name, available: row.table_available },
  area: { id: row.area_id, names: { ar: row.area_name_ar, en: row.area_name_en } },
});
