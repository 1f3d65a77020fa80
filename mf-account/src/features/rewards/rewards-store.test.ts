import { FRAME_PATHS, REWARD_PATHS } from '@storefront/shared/contracts';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { waitFor } from '@testing-library/react';
import { rewardsOf } from './rewards-store';

const reward = {
  id: 4,
  provider: 'order',
  names: { ar: 'قهوة', en: 'Coffee' },
  descriptions: { ar: '', en: '' },
  points: 100,
  wallet_amount: 5,
  item_id: null,
};
const voucher = {
  id: 9,
  reward_id: 7,
  names: { ar: 'قهوة', en: 'Coffee' },
  descriptions: { ar: '', en: '' },
  item_id: 161,
  points: 100,
  code: 'RW-CAFE0001',
  created_at: '2025-02-20T17:41:00.000Z',
  expires_at: '2025-03-22T17:41:00.000Z',
};
const points = (balance: number) => ({ data: { balance, min_balance: null, usable: true } });

const open = () => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer());
  return { store, api: holdApi(store), rewards: rewardsOf(store) };
};

describe('the rewards slice', () => {
  it('reads the rewards and the points balance on opening; leaving cancels the reading on its way', async () => {
    const { store, api, rewards } = open();
    let stop = rewards.follow();
    const list = await api.call('GET', REWARD_PATHS.list);
    expect(list.params).toEqual({ provider: 'order' });
    // My vouchers first: the api gives the points of expired ones back as it lists them, then the balance is read.
    (await api.call('GET', REWARD_PATHS.mine)).answer(200, { data: [voucher] });
    (await api.call('GET', FRAME_PATHS.pointsBalance)).answer(200, points(250));
    expect(rewards.vouchers.value).toEqual([voucher]);
    await waitFor(() => expect(store.session.balances.pointBalance).toBe(250));
    stop();
    expect(list.signal?.aborted).toBe(true);
    expect(rewards.rewards.state).toBe('idle');
    stop = rewards.follow();
    (await api.call('GET', REWARD_PATHS.list, 1)).answer(200, { data: [reward] });
    (await api.call('GET', REWARD_PATHS.mine, 1)).answer(200, { data: [] });
    await waitFor(() => expect(rewards.rewards.value).toEqual([reward]));
    stop();
  });

  it('keeps the failure of the list', async () => {
    const { api, rewards } = open();
    rewards.follow();
    (await api.call('GET', REWARD_PATHS.list)).answer(500, { code: 'internal_error', message: 'boom' });
    await waitFor(() => expect(rewards.rewards.state).toBe('failed'));
    expect(rewards.rewards.error).not.toBeNull();
  });

  it('redeems: answers the code once the wallet and points balances it changed are read again', async () => {
    const { store, api, rewards } = open();
    const redeeming = rewards.redeem(reward);
    const redeem = await api.call('POST', REWARD_PATHS.redeem(4));
    expect(redeem.body).toEqual({ provider: 'order' });
    redeem.answer(200, {
      data: {
        id: 1,
        reward_id: 4,
        points: 100,
        code: 'CAFE-1',
        wallet_amount: 5,
        points_balance: 150,
        created_at: '2025-02-20T17:41:00.000Z',
        expires_at: null,
      },
    });
    (await api.call('GET', FRAME_PATHS.walletBalance)).answer(200, { data: { balance: 5, min_order_amount: 0 } });
    (await api.call('GET', FRAME_PATHS.pointsBalance)).answer(200, points(150));
    expect((await redeeming).code).toBe('CAFE-1');
    expect(store.session.balances).toMatchObject({ pointBalance: 150, walletBalance: 5 });
  });

  it('redeems a voucher: my vouchers are read again before the code is answered', async () => {
    const { api, rewards } = open();
    rewards.follow();
    (await api.call('GET', REWARD_PATHS.list)).answer(200, { data: [{ ...reward, id: 7, wallet_amount: 0, item_id: 161 }] });
    (await api.call('GET', REWARD_PATHS.mine)).answer(200, { data: [] });
    (await api.call('GET', FRAME_PATHS.pointsBalance)).answer(200, points(100));
    const redeeming = rewards.redeem({ ...reward, id: 7, wallet_amount: 0, item_id: 161 });
    (await api.call('POST', REWARD_PATHS.redeem(7))).answer(201, {
      data: { ...voucher, id: 9, reward_id: 7, wallet_amount: 0, points_balance: 0 },
    });
    (await api.call('GET', FRAME_PATHS.pointsBalance, 1)).answer(200, points(0));
    (await api.call('GET', REWARD_PATHS.mine, 1)).answer(200, { data: [voucher] });
    expect((await redeeming).expires_at).toBe(voucher.expires_at);
    expect(rewards.vouchers.value).toEqual([voucher]);
  });
});
