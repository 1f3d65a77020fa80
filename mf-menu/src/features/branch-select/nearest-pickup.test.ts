import { distanceKm } from '@storefront/shared';
import { testBranch } from '@storefront/shared/testing';
import { nearestPickup } from './nearest-pickup';

const PLACE = { latitude: 24.5, longitude: 46.9 };
const NEAR = testBranch({ id: 1, latitude: 24.6, longitude: 46.8 });
const FAR = testBranch({ id: 2, latitude: 24.9, longitude: 46.6 });

describe('the branch to pick up from outside every delivery zone', () => {
  it('is the nearest to the place that takes pickup, with its distance from there', () => {
    expect(nearestPickup([FAR, NEAR], PLACE, ['asap'], null)).toEqual({ branch: NEAR, km: distanceKm(PLACE, NEAR), time: 'asap' });
  });

  it('passes over a nearer branch that takes no pickup or no order now or later', () => {
    const deliveryOnly = testBranch({ id: 3, ...PLACE, order_types: ['delivery'] });
    const closed = testBranch({ id: 4, ...PLACE, status: 'closed', schedule_allowed: false });
    expect(nearestPickup([deliveryOnly, closed, FAR], PLACE, ['asap', 'schedule'], null)?.branch).toBe(FAR);
    expect(nearestPickup([deliveryOnly, closed], PLACE, ['asap', 'schedule'], null)).toBeNull();
  });

  it("keeps the customer's time where the branch allows it, else the first it allows", () => {
    expect(nearestPickup([NEAR], PLACE, ['asap', 'schedule'], 'schedule')?.time).toBe('schedule');
    expect(nearestPickup([testBranch({ ...NEAR, schedule_allowed: false })], PLACE, ['asap', 'schedule'], 'schedule')?.time).toBe('asap');
  });
});
