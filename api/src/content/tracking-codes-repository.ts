import type { TrackingCode } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** Every tracking code of a place as stored, enabled or not, valid or not: the storefront filters. */
export const findTrackingCodes = (db: Queryable, tenantId: number, place: string): Promise<TrackingCode[]> =>
  db.query<TrackingCode>('SELECT provider, web_code, enable FROM tracking_codes WHERE tenant_id = $1 AND place = $2 ORDER BY id', [
    tenantId,
    place,
  ]);
