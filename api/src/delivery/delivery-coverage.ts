import { firstTimeZone, type CountryCode, type DeliveryCoverage } from '@storefront/shared/contracts';
import { toBranch } from '../branches/branch-answer';
import { findBranch } from '../branches/branch-repository';
import type { Queryable } from '../db/db';
import { estimateMinutes } from '../orders/order-estimate';
import { findCoveringZone, type Location } from './covering-zone';

/** The branch that delivers to a location and the zone it falls in, as the storefront shows them at `now`; null where no zone covers it. */
export const deliveryCoverage = async (
  db: Queryable,
  tenant: { id: number; country: CountryCode },
  location: Location,
  now: Date,
): Promise<DeliveryCoverage | null> => {
  const covering = await findCoveringZone(db, tenant.id, location);
  const branch = covering ? await findBranch(db, tenant.id, covering.branchId) : null;
  if (!covering || !branch) return null;
  return {
    branch: toBranch(branch, now, firstTimeZone(tenant.country)),
    zone: covering.zone,
    estimated_minutes: estimateMinutes(branch, covering.zone.eta_minutes),
  };
};
