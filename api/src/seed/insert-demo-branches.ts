import type { Queryable } from '../db/db';
import type { DemoBranch } from './demo-tenant';

/** Inserts a demo tenant's branches with their working hours, in the given display order. */
export const insertDemoBranches = async (tx: Queryable, tenantId: number, branches: readonly DemoBranch[]): Promise<void> => {
  for (const [sort, branch] of branches.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO branches (tenant_id, name_ar, name_en, address_ar, address_en, phone, latitude, longitude, preparation_minutes,
                             busy, busy_extra_minutes, manually_closed, asap_allowed, schedule_allowed, order_types, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        tenantId,
        branch.names.ar,
        branch.names.en,
        branch.address.ar,
        branch.address.en,
        branch.phone,
        branch.latitude,
        branch.longitude,
        branch.preparation_minutes,
        branch.busy,
        branch.busy_extra_minutes,
        branch.manually_closed,
        branch.asap_allowed,
        branch.schedule_allowed,
        branch.order_types,
        sort + 1,
      ],
    );
    if (!row) throw new Error(`Branch ${branch.names.en} was not created`);
    for (const period of branch.working_hours) {
      await tx.query('INSERT INTO branch_working_hours (tenant_id, branch_id, weekday, opens, closes) VALUES ($1, $2, $3, $4, $5)', [
        tenantId,
        row.id,
        period.weekday,
        period.opens,
        period.closes,
      ]);
    }
  }
};
