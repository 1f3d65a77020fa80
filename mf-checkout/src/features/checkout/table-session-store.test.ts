import { DINE_IN_SESSION_UPDATED_EVENT, type DineInSession } from '@storefront/shared/contracts';
import { holdApi, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { tableSessionOf } from './table-session-store';

const session = (status: DineInSession['status']): DineInSession => ({
  session_id: 'sufra-olaya-t5',
  status,
  branch_id: 1,
  branch_names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
  table: { id: 105, name: 'T5', available: true },
  area: { id: 11, names: { ar: 'الصالة الرئيسية', en: 'Main hall' } },
});

const open = () => {
  const root = testStore({ locale: 'en' });
  root.orderDraft.update({ type: 'dine_in', branch_id: 1, session_id: 'sufra-olaya-t5', table_id: 105, table_name: 'T5' });
  const api = holdApi(root);
  return { root, api, store: tableSessionOf(root) };
};

describe('TableSessionStore', () => {
  it('reads the session when the checkout opens, and again when the staff change it', async () => {
    const { root, store, api } = open();
    const stop = store.follow('sufra-olaya-t5');
    const call = await api.nth(0);
    expect(call.path).toBe('/api/v1/order/dine-in/sessions/sufra-olaya-t5');
    call.answer(200, { data: session('open') });
    await when(() => store.session.state === 'ready');
    root.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'another' });
    root.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'sufra-olaya-t5' });
    (await api.nth(1)).answer(200, { data: session('closed') });
    await when(() => store.session.value?.status === 'closed');
    expect(api.calls).toHaveLength(2);
    stop();
  });

  it('stops following when the checkout leaves', async () => {
    const { root, store, api } = open();
    const leave = store.follow('sufra-olaya-t5');
    (await api.nth(0)).answer(200, { data: session('open') });
    await when(() => store.session.state === 'ready');
    leave();
    root.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'sufra-olaya-t5' });
    // The next call out is the next visit's, not a reading for the event.
    const stop = store.follow('sufra-olaya-t6');
    expect((await api.nth(1)).path).toBe('/api/v1/order/dine-in/sessions/sufra-olaya-t6');
    stop();
  });
});
