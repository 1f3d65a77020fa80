import { checked } from '../http/read-answer';
import { OrderDraftStore, orderDraftStorageKey } from './order-draft-store';
import { persisted } from './persisted';

const key = orderDraftStorageKey('sufra');
const persist = (store: OrderDraftStore) => persisted(store, (value) => checked('orderDraftSchema', value), key, localStorage);

describe('OrderDraftStore', () => {
  beforeEach(() => localStorage.clear());

  it('saves every change for the tenant and restores it in a new page', async () => {
    const first = new OrderDraftStore();
    const { stop, restored } = persist(first);
    await restored;
    first.update({ type: 'pickup', branch_id: 3, branch_name: 'Olaya', delivery_time: 'schedule', scheduled_day: '2026-11-23' });
    stop();

    const reopened = new OrderDraftStore();
    await persist(reopened).restored;
    expect(reopened.draft).toMatchObject({ type: 'pickup', branch_id: 3, branch_name: 'Olaya', scheduled_day: '2026-11-23' });
    expect(localStorage.getItem(orderDraftStorageKey('nile'))).toBeNull();
  });

  it('drops a damaged or tampered draft instead of trusting it', async () => {
    localStorage.setItem(key, JSON.stringify({ type: 'teleport', branch_id: 'x' }));
    const store = new OrderDraftStore();
    const kept = persist(store);
    await kept.restored;
    expect(store.draft.type).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    await expect(kept.adopt('{ not json')).resolves.toBe(false);
    await expect(kept.adopt(JSON.stringify({ ...store.draft, branch_id: 'x' }))).resolves.toBe(false);
    expect(store.draft.branch_id).toBeNull();
  });

  it("takes over another tab's draft", async () => {
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
    await expect(persist(here).adopt(JSON.stringify(other.draft))).resolves.toBe(true);
    expect(here.draft.vehicle?.plate_number).toBe('ABC 1234');
  });
});
