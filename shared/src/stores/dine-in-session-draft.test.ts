import { type DineInSession } from '../contracts/dine-in';
import { testStore } from '@storefront/shared/testing';
import { draftForSession } from './dine-in-session-draft';

const session = (tableId: number, branchId: number): DineInSession => ({
  session_id: 'sufra-olaya-t5',
  status: 'open',
  branch_id: branchId,
  branch_names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
  table: { id: tableId, name: `T${tableId}`, available: true },
  area: { id: 1, names: { ar: 'الصالة الرئيسية', en: 'Main hall' } },
});

describe('draftForSession', () => {
  it('fills the draft for a table and clears what belongs to other order types', () => {
    const store = testStore();
    store.orderDraft.update({ type: 'delivery', branch_id: 2, vehicle: null, delivery_time: 'schedule', scheduled_day: '2026-11-23' });
    store.orderDraft.update(draftForSession(session(5, 1), store.orderDraft.draft, 'en'));
    expect(store.orderDraft.draft).toMatchObject({
      type: 'dine_in',
      branch_id: 1,
      branch_name: 'Sufra - Olaya',
      session_id: 'sufra-olaya-t5',
      table_id: 5,
      table_name: 'T5',
      table_available: true,
      area_name: 'Main hall',
      table_changed: false,
      table_changed_branch_id: null,
      delivery_time: 'asap',
      scheduled_day: null,
    });
  });

  it('marks a table change of the same session, with the branch of the new table, and keeps it marked', () => {
    const store = testStore();
    store.orderDraft.update(draftForSession(session(5, 1), store.orderDraft.draft, 'ar'));
    store.orderDraft.update(draftForSession(session(12, 3), store.orderDraft.draft, 'ar'));
    expect(store.orderDraft.draft).toMatchObject({ table_id: 12, branch_id: 3, table_changed: true, table_changed_branch_id: 3 });
    store.orderDraft.update(draftForSession(session(12, 3), store.orderDraft.draft, 'ar'));
    expect(store.orderDraft.draft).toMatchObject({ table_changed: true, table_changed_branch_id: 3 });
  });

  it('starts clean for another session', () => {
    const store = testStore();
    store.orderDraft.update({ session_id: 'old', table_id: 2, table_changed: true, table_changed_branch_id: 1 });
    store.orderDraft.update(draftForSession(session(5, 1), store.orderDraft.draft, 'ar'));
    expect(store.orderDraft.draft).toMatchObject({ table_changed: false, table_changed_branch_id: null });
  });
});
