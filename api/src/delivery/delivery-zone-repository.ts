import type { Queryable } from '../db/db';
import type { Area } from './point-in-area';

export interface DeliveryZoneRow {
  id: number;
  branch_id: number;
  name_ar: string;
  name_en: string;
  area: Area;
  fee_minor: number;
  minimum_order_minor: number;
  eta_minutes: number;
}

/** The zones of the tenant's active branches that deliver, in branch then zone order. */
export const findDeliveryZones = (db: Queryable, tenantId: number): Promise<DeliveryZoneRow[]> =>
  db.query<DeliveryZoneRow>(
    `SELECT z.id, z.branch_id, z.name_ar, z.name_en, z.area, z.fee_minor, z.minimum_order_minor, z.eta_minutes
       FROM delivery_zones z
       JOIN branches b ON b.tenant_id = z.tenant_id AND b.id = z.branch_id
      WHERE z.tenant_id = $1 AND b.active AND 'delivery' = ANY (b.order_types)
      ORDER BY b.sort, b.id, z.sort, z.id`,
    [tenantId],
  );
