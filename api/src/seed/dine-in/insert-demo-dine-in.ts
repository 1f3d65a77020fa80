import type { Queryable } from '../../db/db';
import type { DemoDineIn } from './demo-dine-in';

/** Inserts a demo tenant's dine-in areas and tables (with the seed's ids) and opens its demo sessions. */
export const insertDemoDineIn = async (tx: Queryable, tenantId: number, dineIn: DemoDineIn): Promise<void> => {
  for (const [sort, area] of dineIn.areas.entries()) {
    const [branch] = await tx.query<{ id: number }>('SELECT id FROM branches WHERE tenant_id = $1 AND name_en = $2', [
      tenantId,
      area.branch,
    ]);
    if (!branch) throw new Error(`No branch ${area.branch} for a dine-in area`);
    await tx.query('INSERT INTO dine_in_areas (id, tenant_id, branch_id, name_ar, name_en, sort) VALUES ($1, $2, $3, $4, $5, $6)', [
      area.id,
      tenantId,
      branch.id,
      area.names.ar,
      area.names.en,
      sort,
    ]);
    for (const [tableSort, table] of area.tables.entries()) {
      await tx.query(
        'INSERT INTO dine_in_tables (id, tenant_id, branch_id, area_id, name, available, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [table.id, tenantId, branch.id, area.id, table.name, table.available ?? true, tableSort],
      );
    }
  }
  for (const table of ['dine_in_areas', 'dine_in_tables']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  for (const session of dineIn.sessions) {
    await tx.query('INSERT INTO dine_in_sessions (id, tenant_id, table_id, opened_at) VALUES ($1, $2, $3, now())', [
      session.id,
      tenantId,
      session.tableId,
    ]);
  }
};
