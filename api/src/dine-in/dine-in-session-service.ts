import { randomUUID } from 'node:crypto';
import type { operatorUpdateSessionBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { hasOpenSession, lockTable, type TableRow } from './dine-in-table-repository';

const UNIQUE_VIOLATION = '23505';

/** The table the session may go to: 404 when the tenant has none such, 409 when it already has an open session. */
const freeTable = async (tx: Queryable, tenantId: number, tableId: number): Promise<TableRow> => {
  const table = await lockTable(tx, tenantId, tableId);
  if (!table) throw new HttpError(404, 'table_not_found');
  if (await hasOpenSession(tx, tenantId, table.id))
    throw new HttpError(409, 'table_busy', { message: `Table ${table.name} already has an open session` });
  return table;
};

/** The one-open-session-per-table index caught a race the lock did not (a table inserted meanwhile): a 409 too. */
const asConflict = (error: unknown): never => {
  if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new HttpError(409, 'table_busy');
  throw error;
};

/** Opens a session at a table of the tenant; answers its id (a random UUID). */
export const openSession = (db: Db, tenantId: number, tableId: number, now: Date): Promise<string> =>
  db
    .transaction(async (tx) => {
      const table = await freeTable(tx, tenantId, tableId);
      const id = randomUUID();
      await tx.query('INSERT INTO dine_in_sessions (id, tenant_id, table_id, opened_at) VALUES ($1, $2, $3, $4)', [
        id,
        tenantId,
        table.id,
        now.toISOString(),
      ]);
      return id;
    })
    .catch(asConflict);

interface LockedSession {
  id: string;
  table_id: number;
  status: 'open' | 'closed';
}

/**
 * Moves a session to another table of the tenant (of any branch) and/or closes it; answers whether
 * anything changed. 404 for a session or table the tenant does not have, 409 for a closed session or
 * a table with another open session.
 */
export const updateSession = (
  db: Db,
  tenantId: number,
  sessionId: string,
  update: z.infer<typeof operatorUpdateSessionBodySchema>,
  now: Date,
): Promise<boolean> =>
  db
    .transaction(async (tx) => {
      const [session] = await tx.query<LockedSession>(
        'SELECT id, table_id, status FROM dine_in_sessions WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
        [tenantId, sessionId],
      );
      if (!session) throw new HttpError(404, 'session_not_found');
      if (session.status === 'closed') throw new HttpError(409, 'session_closed');
      let changed = false;
      if (update.table_id !== undefined && update.table_id !== session.table_id) {
        const table = await freeTable(tx, tenantId, update.table_id);
        await tx.query('UPDATE dine_in_sessions SET table_id = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, session.id, table.id]);
        await tx.query(
          'INSERT INTO dine_in_session_moves (tenant_id, session_id, from_table_id, to_table_id, moved_at) VALUES ($1, $2, $3, $4, $5)',
          [tenantId, session.id, session.table_id, table.id, now.toISOString()],
        );
        changed = true;
      }
      if (update.status === 'closed') {
        await tx.query("UPDATE dine_in_sessions SET status = 'closed', closed_at = $3 WHERE tenant_id = $1 AND id = $2", [
          tenantId,
          session.id,
          now.toISOString(),
        ]);
        changed = true;
      }
      return changed;
    })
    .catch(asConflict);
