import { DINE_IN_PATHS, DINE_IN_SESSION_UPDATED_EVENT, FRAME_PATHS } from '@storefront/shared';
import { allHandled, holdApi, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { DineInSessionStore } from './dine-in-session-store';

const SESSION = {
  session_id: 'sufra-olaya-t5',
  status: 'open',
  branch_id: 1,
  branch_names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
  table: { id: 5, name: 'T5', available: true },
  area: { id: 1, names: { ar: 'الصالة الرئيسية', en: 'Main hall' } },
};
const MOVED = { ...SESSION, table: { id: 7, name: 'T7', available: true } };
const PATH = DINE_IN_PATHS.session('sufra-olaya-t5');

const setUp = () => {
  const root = testStore({ locale: 'en' });
  return { root, api: holdApi(root), store: new DineInSessionStore(root) };
};

describe('the dine-in session slice', () => {
  beforeEach(() => localStorage.clear());

  it('loads the session into the order draft, and reads it (and the branches) again when the staff move it', async () => {
    const { root, api, store } = setUp();
    const stop = store.follow('sufra-olaya-t5');
    (await api.call('GET', PATH)).answer(200, { data: SESSION });
    await when(() => store.session.state === 'ready');
    expect(root.orderDraft.draft).toMatchObject({ type: 'dine_in', session_id: 'sufra-olaya-t5', table_id: 5 });

    root.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'another-table' });
    root.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'sufra-olaya-t5' });
    (await api.call('GET', PATH, 1)).answer(200, { data: MOVED });
    await when(() => root.orderDraft.draft.table_id === 7);
    expect(root.orderDraft.draft.table_changed).toBe(true);
    expect(api.made('GET', FRAME_PATHS.branches)).toHaveLength(1);
    await allHandled();
    expect(api.made('GET', PATH)).toHaveLength(2);
    stop();
  });

  it('is notFound for a session the api does not know, and failed (kept) when it cannot be read', async () => {
    const { api, store } = setUp();
    let stop = store.follow('sufra-olaya-t5');
    (await api.call('GET', PATH)).answer(404, { code: 'not_found', message: 'Session not found' });
    await when(() => store.session.state === 'notFound');
    stop();
    stop = store.follow('sufra-olaya-t5');
    (await api.call('GET', PATH, 1)).answer(503, { code: 'service_unavailable', message: 'Service unavailable' });
    await when(() => store.session.state === 'failed');
    expect(store.session.error).toMatchObject({ status: 503 });
    stop();
  });

  it('cancels the read when the screen leaves, stops following, and reads afresh on the next visit', async () => {
    const { root, api, store } = setUp();
    let stop = store.follow('sufra-olaya-t5');
    (await api.call('GET', PATH)).answer(200, { data: SESSION });
    await when(() => store.session.state === 'ready');
    stop();
    expect(store.following).toBeNull();
    stop = store.follow('sufra-olaya-t5');
    expect(store.session.value).toBeNull();
    const read = await api.call('GET', PATH, 1);
    stop();
    expect(read.signal?.aborted).toBe(true);
    root.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'sufra-olaya-t5' });
    await allHandled();
    expect(api.made('GET', PATH)).toHaveLength(2);
  });

  it('never takes an answer older than the one shown into the draft', async () => {
    const { root, api, store } = setUp();
    const stop = store.follow('sufra-olaya-t5');
    (await api.call('GET', PATH)).answer(200, { data: SESSION });
    await when(() => store.session.state === 'ready');
    root.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'sufra-olaya-t5' });
    const older = await api.call('GET', PATH, 1);
    root.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'sufra-olaya-t5' });
    const newer = await api.call('GET', PATH, 2);
    expect(older.signal?.aborted).toBe(true);
    newer.answer(200, { data: MOVED });
    await when(() => root.orderDraft.draft.table_id === 7);
    older.answer(200, { data: SESSION });
    await allHandled();
    expect(root.orderDraft.draft.table_id).toBe(7);
    stop();
  });
});
