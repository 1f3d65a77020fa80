import { distanceKm, type Branch, type Coordinates } from '@storefront/shared';
import { branchDeliveryTimes, type DeliveryTime } from '../order-type';

/** A branch to pick the order up from instead, how far it is from the place asked about, and the time it takes first. */
interface NearestPickup {
  branch: Branch;
  km: number;
  time: DeliveryTime;
}

/**
 * The branch nearest to `place` that takes a pickup order now or for later (as the tenant and the branch
 * allow), or null when none does. The time is the customer's preferred one where the branch allows it.
 */
export const nearestPickup = (
  branches: readonly Branch[],
  place: Coordinates,
  tenantTimes: readonly DeliveryTime[],
  preferred: DeliveryTime | null,
): NearestPickup | null => {
  let nearest: NearestPickup | null = null;
  for (const branch of branches) {
    if (!branch.order_types.includes('pickup')) continue;
    const times = branchDeliveryTimes(branch, tenantTimes);
    if (times.length === 0) continue;
    const km = distanceKm(place, branch);
    if (nearest === null || km < nearest.km) nearest = { branch, km, time: preferred && times.includes(preferred) ? preferred : times[0]! };
  }
  return nearest;
};
