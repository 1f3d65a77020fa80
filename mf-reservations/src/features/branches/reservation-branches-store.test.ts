import { RESERVATION_PATHS } from '@storefront/shared/contracts';
import { holdApi, testBranch, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { ReservationBranchesStore } from './reservation-branches-store';

const setUp = () => {
  const root = testStore({ locale: 'en' });
  return { api: holdApi(root), store: new ReservationBranchesStore(root) };
};

describe('the reservation branches slice', () => {
  it('loads the branches, keeps a failure, and reads them again on retry', async () => {
    const { api, store } = setUp();
    const stop = store.follow();
    (await api.call('GET', RESERVATION_PATHS.branches)).answer(503, { code: 'service_unavailable', message: 'Service unavailable' });
    await when(() => store.branches.state === 'failed');
    expect(store.branches.error).toMatchObject({ status: 503 });
    void store.branches.reload();
    expect(store.branches.state).toBe('loading');
    (await api.call('GET', RESERVATION_PATHS.branches, 1)).answer(200, { data: [testBranch()] });
    await when(() => store.branches.state === 'ready');
    expect(store.branches.value?.map((branch) => branch.id)).toEqual([1]);
    stop();
  });

  it('cancels the read when the screen leaves', async () => {
    const { api, store } = setUp();
    const stop = store.follow();
    const read = await api.call('GET', RESERVATION_PATHS.branches);
    stop();
    expect(read.signal?.aborted).toBe(true);
    expect(store.branches.state).toBe('idle');
  });
});
