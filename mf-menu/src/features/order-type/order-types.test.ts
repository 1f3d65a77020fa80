import type { Branch } from '@storefront/shared';
import { testBranch } from '@storefront/shared/testing';
import { availableOrderTypes, branchDeliveryTimes, canScheduleAhead, tenantDeliveryTimes } from './order-types';

/** A branch taking delivery and pickup unless `overrides` say otherwise. */
const branch = (overrides: Partial<Branch>): Branch => testBranch({ order_types: ['delivery', 'pickup'], ...overrides });

describe('order types', () => {
  it('offers the types the tenant allows and some branch takes, in a fixed order', () => {
    const branches = [branch({ order_types: ['pickup', 'dine_in'] }), branch({ id: 2, order_types: ['delivery'] })];
    expect(availableOrderTypes(['dine_in', 'delivery', 'curbside', 'pickup'], branches)).toEqual(['delivery', 'pickup', 'dine_in']);
    expect(availableOrderTypes(['pickup'], branches)).toEqual(['pickup']);
    expect(availableOrderTypes([], branches)).toEqual(['delivery', 'pickup', 'dine_in']);
    expect(availableOrderTypes(['curbside'], branches)).toEqual([]);
  });

  it('reads the delivery times of the tenant, ASAP when it says nothing usable', () => {
    expect(tenantDeliveryTimes(['asap', 'schedule'])).toEqual(['asap', 'schedule']);
    expect(tenantDeliveryTimes(['later'])).toEqual(['asap']);
  });

  it('takes orders for now only from an open or busy branch that allows them', () => {
    const both = ['asap', 'schedule'] as const;
    expect(branchDeliveryTimes(branch({ status: 'open' }), both)).toEqual(['asap', 'schedule']);
    expect(branchDeliveryTimes(branch({ status: 'busy' }), both)).toEqual(['asap', 'schedule']);
    expect(branchDeliveryTimes(branch({ status: 'preorder' }), both)).toEqual(['schedule']);
    expect(branchDeliveryTimes(branch({ status: 'scheduled_only', asap_allowed: false }), both)).toEqual(['schedule']);
    expect(branchDeliveryTimes(branch({ status: 'closed', schedule_allowed: false }), both)).toEqual([]);
    expect(branchDeliveryTimes(branch({ status: 'open' }), ['asap'])).toEqual(['asap']);
  });

  it('offers ordering for later only when a branch and the tenant allow it', () => {
    expect(canScheduleAhead([branch({ schedule_allowed: false }), branch({ id: 2 })], ['asap', 'schedule'])).toBe(true);
    expect(canScheduleAhead([branch({ schedule_allowed: false })], ['asap', 'schedule'])).toBe(false);
    expect(canScheduleAhead([branch({})], ['asap'])).toBe(false);
  });
});
