import type { Queryable } from '../db/db';
import { rowIdOf } from '../http/row-id';

export interface TableRow {
  id: number;
  name: string;
}

/** The tenant's table, locked until the transaction ends (so two opens at one table wait on each other), or null. */
export const lockTable = async (tx: Queryable, tenantId: number, tableId: number): Promise<TableRow | null> => {
  // An id beyond the integer column's range cannot name a table (and would be an error in the database).
  if (rowIdOf(String(tableId)) === null) return null;
  const rows = await tx.query<TableRow>('SELECT id, name FROM dine_in_tables WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
    tenantId,
    tableId,
  ]);
  return rows[0] ?? null;
};
