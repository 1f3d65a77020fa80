import { autorun } from 'mobx';
import { waitFor } from '@testing-library/react';
import type { ApiRequest } from '../http/api-client';
import { encodeLoginState } from '../site/login-state';
import { testCustomer, testStore } from '../testing';
import { sessionStorageKey } from './session-store';

type Answer = { status: number; data: unknown };

/** A root store whose API answers by path. */
const storeAnswering = (answers: Record<string, Answer | ((request: ApiRequest) => Answer)>) => {
  const store = testStore();
  const calls: Array<ApiRequest & { url: string }> = [];
  store.api.transport = async (request) => {
    calls.push({ ...request, url: request.path });
    const entry = answers[request.path];
    return typeof entry === 'function' ? entry(request) : (entry ?? { status: 404, data: { code: 'not_found', message: 'Not found' } });
  };
  return { store, calls };
};

const DETAILS = '/api/v1/user/customers/details';
const key = sessionStorageKey('sufra');

describe('SessionStore', () => {
  beforeEach(() => localStorage.clear());

  it('logs in from a login return this browser started, only after the API accepts the token, sending it as bearer', async () => {
    const { store, calls } = storeAnswering({
      [DETAILS]: (config) =>
        config.headers['x-authorization-token'] === 'Bearer good'
          ? { status: 200, data: { data: testCustomer() } }
          : { status: 401, data: { code: 'customer_token_invalid', message: 'no' } },
    });
    const forgedNonce = store.session.loginReturn.begin();
    expect(
      await store.session.loginReturn.complete(encodeLoginState({ token: 'forged', customer: { name: 'Eve' }, nonce: forgedNonce })),
    ).toBe('failed');
    expect(store.session.isGuest).toBe(true);
    expect(store.session.loginReturn.notice).toBe('failed');
    expect(await store.session.loginReturn.complete('not-base64!')).toBe('refused');
    expect(calls).toHaveLength(1);

    const nonce = store.session.loginReturn.begin();
    expect(await store.session.loginReturn.complete(encodeLoginState({ token: 'good', nonce }))).toBe('signed-in');
    expect(store.session.isGuest).toBe(false);
    expect(store.session.customer).toMatchObject({ name: 'Sara', group: 'Gold' });
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ token: 'good', selected_address_id: null });
  });

  it('refuses a planted state (no nonce, a wrong one, or one used already) without asking the API or touching the session', async () => {
    localStorage.setItem(key, JSON.stringify({ token: 'mine' }));
    const { store, calls } = storeAnswering({
      [DETAILS]: (config) => ({
        status: 200,
        data: { data: testCustomer({ name: config.headers['x-authorization-token'] === 'Bearer mine' ? 'Sara' : 'Eve' }) },
      }),
    });
    expect(await store.session.loginReturn.complete(encodeLoginState({ token: 'theirs' }))).toBe('refused');
    expect(store.session.loginReturn.notice).toBe('refused');
    const nonce = store.session.loginReturn.begin();
    expect(await store.session.loginReturn.complete(encodeLoginState({ token: 'theirs', nonce: `${nonce}x` }))).toBe('refused');
    expect(calls.map((call) => call.headers['x-authorization-token'])).toEqual(['Bearer mine', 'Bearer mine']);
    expect(store.session).toMatchObject({ token: 'mine', isGuest: false, ready: true });
    expect(store.session.loginReturn.pendingSwitch).toBeNull();
    expect(store.session.customer?.name).toBe('Sara');
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ token: 'mine' });

    // The right nonce still works once (the planted ones did not spend it), and never twice.
    const state = encodeLoginState({ token: 'mine', nonce });
    expect(await store.session.loginReturn.complete(state)).toBe('signed-in');
    expect(await store.session.loginReturn.complete(state)).toBe('refused');
  });

  it('asks before a login return replaces the live session of another customer', async () => {
    localStorage.setItem(key, JSON.stringify({ token: 'mine' }));
    const { store } = storeAnswering({
      [DETAILS]: (config) => ({
        status: 200,
        data: { data: testCustomer({ name: config.headers['x-authorization-token'] === 'Bearer mine' ? 'Sara' : 'Omar' }) },
      }),
    });
    const nonce = store.session.loginReturn.begin();
    expect(await store.session.loginReturn.complete(encodeLoginState({ token: 'other', nonce }))).toBe('switch');
    expect(store.session).toMatchObject({ token: 'mine' });
    expect(store.session.loginReturn.pendingSwitch).toMatchObject({ name: 'Omar', token: 'other' });
    expect(store.session.customer?.name).toBe('Sara');
    store.session.loginReturn.declineSwitch();
    expect(store.session).toMatchObject({ token: 'mine' });
    expect(store.session.loginReturn.pendingSwitch).toBeNull();

    const again = store.session.loginReturn.begin();
    await store.session.loginReturn.complete(encodeLoginState({ token: 'other', nonce: again }));
    store.session.loginReturn.confirmSwitch();
    expect(store.session).toMatchObject({ token: 'other' });
    expect(store.session.loginReturn.pendingSwitch).toBeNull();
    expect(store.session.customer?.name).toBe('Omar');
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ token: 'other' });
  });

  it('never says guest while a token is stored: the storage is cleared in the same action (a revoked token, a 401 on any call)', async () => {
    localStorage.setItem(key, JSON.stringify({ token: 'revoked' }));
    const { store } = storeAnswering({
      [DETAILS]: { status: 401, data: { code: 'customer_token_invalid', message: 'Unauthenticated.' } },
      '/api/v1/wallet/wallet-logs/balance': { status: 401, data: { code: 'customer_token_invalid', message: 'Unauthenticated.' } },
    });
    const seen: Array<{ guest: boolean; stored: string | null }> = [];
    const stop = autorun(() => seen.push({ guest: store.session.isGuest, stored: localStorage.getItem(key) }));
    expect(store.session.isGuest).toBe(false);
    await store.session.restore();
    store.session.signIn('another', testCustomer());
    await store.session.balances.load({ wallet: true, points: false });
    stop();
    expect(seen.map((entry) => entry.guest)).toEqual([false, true, false, true]);
    // Every state MobX ever showed: guest exactly when nothing is stored.
    for (const entry of seen) expect(entry.stored === null).toBe(entry.guest);
    expect(store.session.token).toBeNull();
  });

  it('logs out of every device: all tokens are revoked at the API, then this browser is a guest', async () => {
    const sent: string[] = [];
    let answer: Answer = { status: 503, data: 'down' };
    const { store } = storeAnswering({
      '/api/v1/user/auth/logout-all': (config) => {
        sent.push(String(config.headers['x-authorization-token']));
        return answer;
      },
    });
    store.session.signIn('t1', testCustomer());
    expect(await store.session.logoutEverywhere()).toBe(false);
    expect(store.session.isGuest).toBe(false);
    answer = { status: 200, data: { data: { logged_out: true, revoked: 2 } } };
    expect(await store.session.logoutEverywhere()).toBe(true);
    expect(sent).toEqual(['Bearer t1', 'Bearer t1']);
    expect(store.session.isGuest).toBe(true);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('turns the customer into a guest when refreshing the details answers 401', async () => {
    localStorage.setItem(key, JSON.stringify({ token: 'revoked' }));
    const { store } = storeAnswering({ [DETAILS]: { status: 401, data: { code: 'customer_token_invalid', message: 'Unauthenticated.' } } });
    await store.session.restore();
    expect(store.session.isGuest).toBe(true);
    expect(store.session.token).toBeNull();
    expect(store.session.addresses).toEqual([]);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps the token when the API is unreachable, and restores a valid one', async () => {
    localStorage.setItem(key, JSON.stringify({ token: 'good' }));
    const down = storeAnswering({ [DETAILS]: { status: 503, data: 'down' } });
    await down.store.session.restore();
    expect(localStorage.getItem(key)).not.toBeNull();
    const up = storeAnswering({ [DETAILS]: { status: 200, data: { data: testCustomer({ customer_addresses: [] }) } } });
    await up.store.session.restore();
    expect(up.store.session.isGuest).toBe(false);
  });

  it('fetches balances only for customers and only for the pages the tenant has; a failure shows 0', async () => {
    const { store, calls } = storeAnswering({
      '/api/v1/wallet/wallet-logs/balance': { status: 200, data: { data: { balance: 125.5, min_order_amount: 50 } } },
      '/api/v1/loyalty/points-logs/balance': { status: 500, data: {} },
    });
    await store.session.balances.load({ wallet: true, points: true });
    expect(calls).toHaveLength(0);
    store.session.signIn('t', testCustomer());
    await store.session.balances.load({ wallet: true, points: false });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/wallet/wallet-logs/balance']);
    expect(store.session.balances.walletBalance).toBe(125.5);
    store.session.balances.pointBalance = 9;
    await store.session.balances.load({ wallet: false, points: true });
    expect(store.session.balances.pointBalance).toBe(0);
  });

  it('follows a sign-out in another tab', () => {
    const { store } = storeAnswering({});
    store.session.signIn('t', testCustomer());
    store.session.followOtherTab(null);
    expect(store.session.isGuest).toBe(true);
  });

  it('is not ready until the stored token was checked, and ready for a guest without one', async () => {
    localStorage.setItem(key, JSON.stringify({ token: 'good' }));
    const { store } = storeAnswering({ [DETAILS]: { status: 200, data: { data: testCustomer() } } });
    expect(store.session.ready).toBe(false);
    const restoring = store.session.restore();
    expect(store.session.ready).toBe(false);
    await restoring;
    expect(store.session).toMatchObject({ ready: true, isGuest: false });

    localStorage.clear();
    const guest = storeAnswering({});
    await guest.store.session.restore();
    expect(guest.store.session).toMatchObject({ ready: true, isGuest: true });
  });

  it('logs out: the token is revoked at the API and everything is cleared, even when the API fails', async () => {
    const revoked: string[] = [];
    const { store } = storeAnswering({
      '/api/v1/user/auth/logout': (config) => {
        revoked.push(String(config.headers['x-authorization-token']));
        return { status: 500, data: {} };
      },
    });
    store.session.signIn('t1', testCustomer());
    await store.session.logout();
    expect(revoked).toEqual(['Bearer t1']);
    expect(store.session).toMatchObject({ isGuest: true, token: null, customer: null, selectedAddress: null });
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps the selected address across a reload, and drops it when the address is deleted', async () => {
    const home = { ...address, id: 7 };
    const work = { ...address, id: 8, street_name: 'Work' };
    const { store } = storeAnswering({ [DETAILS]: { status: 200, data: { data: testCustomer({ customer_addresses: [home, work] }) } } });
    store.session.signIn('t', testCustomer({ customer_addresses: [home, work] }));
    store.session.selectAddress(work);
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ token: 't', selected_address_id: 8 });

    const reloaded = storeAnswering({ [DETAILS]: { status: 200, data: { data: testCustomer({ customer_addresses: [home, work] }) } } });
    await reloaded.store.session.restore();
    expect(reloaded.store.session.selectedAddress?.street_name).toBe('Work');

    store.session.setAddresses([home]);
    expect(store.session.selectedAddress).toBeNull();
  });

  it('follows a sign-in in another tab by checking the new token', async () => {
    const { store, calls } = storeAnswering({ [DETAILS]: { status: 200, data: { data: testCustomer({ name: 'Omar' }) } } });
    await store.session.restore();
    localStorage.setItem(key, JSON.stringify({ token: 'other-tab' }));
    store.session.followOtherTab(localStorage.getItem(key));
    await waitFor(() => expect(store.session.customer?.name).toBe('Omar'));
    expect(calls.map((call) => call.headers['x-authorization-token'])).toEqual(['Bearer other-tab']);
  });
});

const address = {
  id: 1,
  street_name: 'Tahlia',
  building_type: 'villa' as const,
  building_number: '1',
  floor_number: null,
  apartment_number: null,
  special_mark: null,
  description: null,
  latitude: 24.7,
  longitude: 46.7,
};
