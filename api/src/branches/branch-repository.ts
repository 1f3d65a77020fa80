import type { BranchStatusFlags, OperatorBranchUpdate, OrderTypeName, WorkingHours } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

export interface BranchRow extends BranchStatusFlags {
  id: number;
  name_ar: string;
  name_en: string;
  address_ar: string;
  address_en: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  preparation_minutes: number;
  busy_extra_minutes: number;
  order_types: OrderTypeName[];
  active: boolean;
  working_hours: WorkingHours[];
}

/** The column `working_hours` (WorkingHours[]) of the branch `b` of a query. */
export const WORKING_HOURS_COLUMN = `(SELECT COALESCE(json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens, 'closes', h.closes)
                                   ORDER BY h.weekday, h.opens), '[]'::json)
            FROM branch_working_hours h
           WHERE h.tenant_id = b.tenant_id AND h.branch_id = b.id) AS working_hours`;

const SELECT_BRANCHES = `
  SELECT b.id, b.name_ar, b.name_en, b.address_ar, b.address_en, b.phone, b.latitude, b.longitude,
         b.preparation_minutes, b.busy, b.busy_extra_minutes, b.manually_closed, b.asap_allowed,
         b.schedule_allowed, b.order_types, b.active,
         ${WORKING_HOURS_COLUMN}
    FROM branches b`;

/** The tenant's active branches with their working hours, in display order. */
export const findActiveBranches = (db: Queryable, tenantId: number): Promise<BranchRow[]> =>
  db.query<BranchRow>(`${SELECT_BRANCHES} WHERE b.tenant_id = $1 AND b.active ORDER BY b.sort, b.id`, [tenantId]);

/** One branch of the tenant, active or not, or null. */
export const findBranch = async (db: Queryable, tenantId: number, id: number): Promise<BranchRow | null> => {
  const rows = await db.query<BranchRow>(`${SELECT_BRANCHES} WHERE b.tenant_id = $1 AND b.id = $2`, [tenantId, id]);
  return rows[0] ?? null;
};

/** Changes the operator switches of a branch (absent fields stay); false when the tenant has no such branch. */
export const updateBranchSwitches = async (db: Queryable, tenantId: number, id: number, update: OperatorBranchUpdate): Promise<boolean> => {
  const rows = await db.query(
    `UPDATE branches
        SET busy = COALESCE($3, busy),
            busy_extra_minutes = COALESCE($4, busy_extra_minutes),
            manually_closed = COALESCE($5, manually_closed)
      WHERE tenant_id = $1 AND id = $2
      RETURNING id`,
    [tenantId, id, update.busy ?? null, update.busy_extra_minutes ?? null, update.manually_closed ?? null],
  );
  return rows.length > 0;
};

/** Locks the branch's row until the transaction ends (its bookings are taken one at a time). */
export const lockBranch = async (tx: Queryable, tenantId: number, branchId: number): Promise<void> => {
  await tx.query('SELECT id FROM branches WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, branchId]);
};
