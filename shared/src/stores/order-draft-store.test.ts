import { OrderDraftStore, orderDraftStorageKey } from './order-draft-store';

const key = orderDraftStorageKey('sufra');

describe('OrderDraftStore', () => {
  beforeEach(() => localStorage.clear());

  it('saves every change for the tenant and restores it in a new page', () => {
    const first = new OrderDraftStore();
    const stop = first.persist(localStorage, key);
    first.update({ type: 'pickup', branch_id: 3, branch_name: 'Olaya', delivery_time: 'schedule', scheduled_day: '2026-11-23' });
    stop();

    const reopened = new OrderDraftStore();
    reopened.persist(localStorage, key);
    expect(reopened.draft).toMatchObject({ type: 'pickup', branch_id: 3, branch_name: 'Olaya', scheduled_day: '2026-11-23' });
    expect(localStorage.getItem(orderDraftStorageKey('nile'))).toBeNull();
  });

  it('drops a damaged or tampered draft instead of trusting it', () => {
    localStorage.setItem(key, JSON.stringify({ type: 'teleport', branch_id: 'x' }));
    const store = new OrderDraftStore();
    store.persist(localStorage, key);
    expect(store.draft.type).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    expect(store.adopt('{ not json')).toBe(false);
  });

  it("takes over another tab's draft", () => {
    const other = new OrderDraftStore();
    other.update({
      type: 'curbside',
      vehicle: {
        brand_id: 1,
        brand_name: 'Toyota',
        brand_logo: null,
        color_id: 2,
        color_name: 'White',
        color_code: '#fff',
        plate_number: 'ABC 1234',
      },
    });
    const here = new OrderDraftStore();
    expect(here.adopt(JSON.stringify(other.draft))).toBe(true);
    expect(here.draft.vehicle?.plate_number).toBe('ABC 1234');
  });
});
