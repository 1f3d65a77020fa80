import type { deliveryDistrictsResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Queryable } from '../db/db';
import { findDeliveryZones } from './delivery-zone-repository';
import { innerPoint } from './inner-point';

type District = z.infer<typeof deliveryDistrictsResponseSchema>['data'][number];

/** The districts a tenant delivers to, each with a point inside it (for the map) and its branch. */
export const deliveryDistricts = async (db: Queryable, tenantId: number): Promise<District[]> =>
  (await findDeliveryZones(db, tenantId)).map((zone) => {
    const [longitude = 0, latitude = 0] = innerPoint(zone.area);
    return { id: zone.id, names: { ar: zone.name_ar, en: zone.name_en }, branch_id: zone.branch_id, latitude, longitude };
  });
