import { randomUUID } from 'node:crypto';
import type { DineInSession, operatorUpdateSessionBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import {
  closeDineInSession,
  findOpenSessionAtTable,
  findSession,
  hasOpenSession,
  insertDineInSession,
  lockSessionForChange,
  moveSessionToTable,
  toDineInSession,
} from './dine-in-session-repository';
import { lockTable, type TableRow } from './dine-in-table-repository';

const UNIQUE_VIOLATION = '23505';

/** The table the session may go to: 404 when the tenant has none such, 409 when it already has an open session. */
const freeTable = async (tx: Queryable, tenantId: number, tableId: number): Promise<TableRow> => {
  const table = await lockTable(tx, tenantId, tableId);
  if (!table) throw new DomainError('table_not_found');
  if (await hasOpenSession(tx, tenantId, table.id))
    throw new DomainError('table_busy', { message: `Table ${table.name} already has an open session` });
  return table;
};

/** The one-open-session-per-table index caught a race the lock did not (a table inserted meanwhile): a 409 too. */
const asConflict = (error: unknown): never => {
  if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new DomainError('table_busy');
  throw error;
};

/** Opens a session at a table of the tenant; answers its id (a random UUID). */
export const openSession = (db: Db, tenantId: number, tableId: number, now: Date): Promise<string> =>
  db
    .transaction(async (tx) => {
      const table = await freeTable(tx, tenantId, tableId);
      const id = randomUUID();
      await insertDineInSession(tx, tenantId, id, table.id, now);
      return id;
    })
    .catch(asConflict);

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
      const session = await lockSessionForChange(tx, tenantId, sessionId);
      if (!session) throw new DomainError('session_not_found');
      if (session.status === 'closed') throw new DomainError('session_closed', { variant: 'staff_change' });
      let changed = false;
      if (update.table_id !== undefined && update.table_id !== session.table_id) {
        const table = await freeTable(tx, tenantId, update.table_id);
        await moveSessionToTable(tx, tenantId, session, table.id, now);
        changed = true;
      }
      if (update.status === 'closed') {
        await closeDineInSession(tx, tenantId, session.id, now);
        changed = true;
      }
      return changed;
    })
    .catch(asConflict);

/** The tenant's session with that id (open or closed); any other is `session_not_found`. */
export const dineInSession = async (db: Db, tenantId: number, sessionId: string): Promise<DineInSession> => {
  const session = await findSession(db, tenantId, sessionId);
  if (!session) throw new DomainError('session_not_found');
  return toDineInSession(session);
};

/** The open session at the table a branch prints that code on; none is `session_not_found`. */
export const openSessionAtTable = async (db: Db, tenantId: number, branchId: number, code: string): Promise<DineInSession> => {
  const session = await findOpenSessionAtTable(db, tenantId, branchId, code);
  if (!session) throw new DomainError('session_not_found');
  return toDineInSession(session);
};
