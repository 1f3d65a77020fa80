import { holdApi, testStore } from '@storefront/shared/testing';
import { reaction, when } from 'mobx';
import { slots } from '../../testing/fixtures';
import { slotsOf } from './slots-store';

const open = () => {
  const root = testStore({ locale: 'en' });
  const api = holdApi(root);
  return { api, store: slotsOf(root) };
};
const nextDay = {
  ...slots,
  day: '2026-11-23',
  slots: [{ period: '19:00', ends: '19:30', starts_at: '2026-11-23T16:00:00.000Z', remaining: 2 }],
};

describe('SlotsStore', () => {
  it("loads the branch's first day with slots, and another day keeps the times shown until its own come", async () => {
    const { store, api } = open();
    const first = store.follow(1, 'delivery', null);
    const call = await api.nth(0);
    expect(call).toMatchObject({ path: '/api/v1/order/slots', params: { branch_id: 1, order_type: 'delivery' } });
    call.answer(200, { data: slots });
    await when(() => store.slots.state === 'ready');
    first();
    const stop = store.follow(1, 'delivery', '2026-11-23');
    expect(store.slots.value?.day).toBe('2026-11-22');
    const dayCall = await api.nth(1);
    expect(dayCall.params).toEqual({ branch_id: 1, order_type: 'delivery', day: '2026-11-23' });
    dayCall.answer(200, { data: nextDay });
    await when(() => store.slots.value?.day === '2026-11-23');
    stop();
  });

  it('cancels the ask of a day left behind, whose late answer never lands, and keeps a failure', async () => {
    const { store, api } = open();
    const leave = store.follow(1, 'delivery', '2026-11-22');
    const late = await api.nth(0);
    leave();
    expect(late.signal?.aborted).toBe(true);
    const stop = store.follow(1, 'delivery', '2026-11-23');
    const current = await api.nth(1);
    const landed: string[] = [];
    const recording = reaction(
      () => store.slots.value,
      (shown) => shown && landed.push(shown.day ?? ''),
    );
    late.answer(200, { data: slots });
    current.answer(500, { code: 'server_error', message: 'Server error' });
    await when(() => store.slots.state === 'failed');
    expect(store.slots.error).toMatchObject({ status: 500 });
    void store.slots.reload();
    (await api.nth(2)).answer(200, { data: nextDay });
    await when(() => store.slots.state === 'ready');
    expect(landed).toEqual(['2026-11-23']);
    recording();
    stop();
  });
});
