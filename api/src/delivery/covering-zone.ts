import { fromMinor, type DeliveryZone } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { findDeliveryZones } from './delivery-zone-repository';
import { areaContains } from './point-in-area';

export interface Location {
  latitude: number;
  longitude: number;
}

export interface CoveringZone {
  branchId: number;
  zone: DeliveryZone;
}

/** The first delivery zone (in branch order; of `branchId` only when given) covering the location, or null. */
export const findCoveringZone = async (
  db: Queryable,
  tenantId: number,
  { latitude, longitude }: Location,
  branchId: number | null = null,
): Promise<CoveringZone | null> => {
  const row = (await findDeliveryZones(db, tenantId)).find(
    (zone) => (branchId === null || zone.branch_id === branchId) && areaContains(zone.area, [longitude, latitude]),
  );
  if (!row) return null;
  return {
    branchId: row.branch_id,
    zone: {
      id: row.id,
      names: { ar: row.name_ar, en: row.name_en },
      fee: fromMinor(row.fee_minor),
      minimum_order: fromMinor(row.minimum_order_minor),
      eta_minutes: row.eta_minutes,
    },
  };
};
