import { OrderDraftStore, orderDraftSchema, orderDraftStorageKey } from './order-draft-store';
import { persisted } from './persisted';

const key = orderDraftStorageKey('sufra');
const persist = (store: OrderDraftStore) => persisted(store, orderDraftSchema, key, localStorage);

describe('OrderDraftStore', () => {
  beforeEach(() => localStorage.clear());

  it('saves every change for the tenant and restores it in a new page', () => {
    const first = new OrderDraftStore();
    const { stop } = persist(first);
    first.update({ type: 'pickup', branch_id: 3, branch_name: 'Olaya', delivery_time: 'schedule', scheduled_day: '2026-11-23' });
    stop();

    const reopened = new OrderDraftStore();
    persist(reopened);
    expect(reopened.draft).toMatchObject({ type: 'pickup', branch_id: 3, branch_name: 'Olaya', scheduled_day: '2026-11-23' });
    expect(localStorage.getItem(orderDraftStorageKey('nile'))).toBeNull();
  });

  it('drops a damaged or tampered draft instead of trusting it', () => {
    localStorage.setItem(key, JSON.stringify({ type: 'teleport', branch_id: 'x' }));
    const store = new OrderDraftStore();
    const kept = persist(store);
    expect(store.draft.type).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    expect(kept.adopt('{ not json')).toBe(false);
    expect(kept.adopt(JSON.stringify({ ...store.draft, branch_id: 'x' }))).toBe(false);
    expect(store.draft.branch_id).toBeNull();
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
    expect(persist(here).adopt(JSON.stringify(other.draft))).toBe(true);
    expect(here.draft.vehicle?.plate_number).toBe('ABC 1234');
  });
});
