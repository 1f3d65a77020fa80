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

/** Whether the table has an open session. */
export const hasOpenSession = async (tx: Queryable, tenantId: number, tableId: number): Promise<boolean> =>
  (await tx.query("SELECT 1 FROM dine_in_sessions WHERE tenant_id = $1 AND table_id = $2 AND status = 'open'", [tenantId, tableId]))
    .length > 0;

/** Stores a new open session at the table. */
export const insertDineInSession = async (tx: Queryable, tenantId: number, id: string, tableId: number, now: Date): Promise<void> => {
  await tx.query('INSERT INTO dine_in_sessions (id, tenant_id, table_id, opened_at) VALUES ($1, $2, $3, $4)', [
    id,
    tenantId,
    tableId,
    now.toISOString(),
  ]);
};

/** The session's table and status, locked until the transaction ends, or null. */
export const lockSessionForChange = async (
  tx: Queryable,
  tenantId: number,
  id: string,
): Promise<{ id: string; table_id: number; status: 'open' | 'closed' } | null> => {
  const [session] = await tx.query<{ id: string; table_id: number; status: 'open' | 'closed' }>(
    'SELECT id, table_id, status FROM dine_in_sessions WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [tenantId, id],
  );
  return session ?? null;
};

/** Moves the session to another table, and keeps the move. */
export const moveSessionToTable = async (
  tx: Queryable,
  tenantId: number,
  session: { id: string; table_id: number },
  toTableId: number,
  now: Date,
): Promise<void> => {
  await tx.query('UPDATE dine_in_sessions SET table_id = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, session.id, toTableId]);
  await tx.query(
    'INSERT INTO dine_in_session_moves (tenant_id, session_id, from_table_id, to_table_id, moved_at) VALUES ($1, $2, $3, $4, $5)',
    [tenantId, session.id, session.table_id, toTableId, now.toISOString()],
  );
};

export const closeDineInSession = async (tx: Queryable, tenantId: number, id: string, now: Date): Promise<void> => {
  await tx.query("UPDATE dine_in_sessions SET status = 'closed', closed_at = $3 WHERE tenant_id = $1 AND id = $2", [
    tenantId,
    id,
    now.toISOString(),
  ]);
};
