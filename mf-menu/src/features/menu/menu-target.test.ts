import { testStore } from '@storefront/shared/testing';
import type { Branch } from '@storefront/shared';
import { menuTarget } from './menu-target';

const branch = (id: number, status: Branch['status'], order_types: Branch['order_types']): Branch => ({
  id,
  names: { ar: `فرع ${id}`, en: `Branch ${id}` },
  address: { ar: '', en: '' },
  phone: null,
  latitude: 0,
  longitude: 0,
  status,
  preparation_minutes: 20,
  asap_allowed: true,
  schedule_allowed: true,
  order_types,
  working_hours: [],
});

const branches = [branch(1, 'closed', ['pickup', 'delivery']), branch(2, 'open', ['pickup']), branch(3, 'busy', ['dine_in'])];
const draft = (changes: object) => ({ ...testStore().orderDraft.draft, ...changes });

describe('menuTarget', () => {
  it("shows the draft's branch and type while they hold", () => {
    expect(menuTarget(draft({ type: 'delivery', branch_id: 1 }), branches, ['delivery', 'pickup'], null)).toEqual({
      branch: branches[0],
      type: 'delivery',
      browsing: false,
    });
  });

  it('browses an open branch of the type when nothing is chosen, the route names another type, or the branch stopped taking it', () => {
    expect(menuTarget(draft({}), branches, ['pickup'], null)).toMatchObject({ branch: { id: 2 }, type: 'pickup', browsing: true });
    expect(menuTarget(draft({ type: 'pickup', branch_id: 2 }), branches, ['pickup'], 'dine_in')).toMatchObject({
      branch: { id: 3 },
      browsing: true,
    });
    expect(menuTarget(draft({ type: 'dine_in', branch_id: 2 }), branches, ['pickup'], null)).toMatchObject({
      branch: { id: 3 },
      type: 'dine_in',
      browsing: true,
    });
    expect(menuTarget(draft({}), branches, ['delivery'], null)).toMatchObject({ branch: { id: 1 }, browsing: true });
  });

  it('has nothing to show when no branch takes the type', () => {
    expect(menuTarget(draft({}), branches, [], 'curbside')).toBeNull();
    expect(menuTarget(draft({}), [], [], null)).toBeNull();
  });
});
