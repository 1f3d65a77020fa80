import { DINE_IN_PATHS } from '@storefront/shared/contracts';
import { allHandled, holdApi, testStore } from '@storefront/shared/testing';
import { TableCodeStore } from './table-code-store';

const SESSION = {
  session_id: 'sufra-olaya-t5',
  status: 'open',
  branch_id: 1,
  branch_names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
  table: { id: 5, name: 'T5', available: true },
  area: { id: 1, names: { ar: 'الصالة الرئيسية', en: 'Main hall' } },
};

const setUp = () => {
  const root = testStore({ locale: 'en' });
  return { api: holdApi(root), store: new TableCodeStore(root) };
};

describe('the table code slice', () => {
  it("answers the session a table's code opens at the branch", async () => {
    const { api, store } = setUp();
    const finding = store.find('T5', 1);
    expect(store.looking).toBe(true);
    (await api.call('GET', DINE_IN_PATHS.tableSession)).answer(200, { data: SESSION });
    expect(await finding).toBe('sufra-olaya-t5');
    expect(store).toMatchObject({ looking: false, problem: null });
  });

  it('keeps why a code opens no table until the code changes', async () => {
    const { api, store } = setUp();
    const finding = store.find('T9', 1);
    (await api.call('GET', DINE_IN_PATHS.tableSession)).answer(404, { code: 'not_found', message: 'Session not found' });
    // "T9" could also be a session's id, as in a table's link: not that either.
    (await api.call('GET', DINE_IN_PATHS.session('T9'))).answer(404, { code: 'not_found', message: 'Session not found' });
    expect(await finding).toBeNull();
    expect(store).toMatchObject({ looking: false, problem: 'not_found' });
    store.edited();
    expect(store.problem).toBeNull();
  });

  it('cancels the lookup when the form leaves, and its late answer is never said', async () => {
    const { api, store } = setUp();
    const finding = store.find('T5', 1);
    const lookup = await api.call('GET', DINE_IN_PATHS.tableSession);
    store.leave();
    expect(lookup.signal?.aborted).toBe(true);
    lookup.answer(200, { data: SESSION });
    expect(await finding).toBeNull();
    await allHandled();
    expect(store).toMatchObject({ looking: false, problem: null });
  });
});
