import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { encodeLoginState } from '../site/login-state';
import { testCustomer, testStore } from '../testing';
import { sessionStorageKey } from './session-store';

type Answer = { status: number; data: unknown };

/** A root store whose API answers by path. */
const storeAnswering = (answers: Record<string, Answer | ((config: InternalAxiosRequestConfig) => Answer)>) => {
  const store = testStore();
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const entry = answers[config.url ?? ''];
    const answer = typeof entry === 'function' ? entry(config) : (entry ?? { status: 404, data: { message: 'Not found' } });
    const response = { ...answer, statusText: '', headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('failed', String(answer.status), config, null, response);
    return response;
  };
  store.api.defaults.adapter = adapter;
  return { store, calls };
};

const DETAILS = '/api/v1/user/customers/details';
const key = sessionStorageKey('sufra');

describe('SessionStore', () => {
  beforeEach(() => localStorage.clear());

  it('logs in from a login return only after the API accepts the token, sending it as bearer', async () => {
    const { store, calls } = storeAnswering({
      [DETAILS]: (config) =>
        config.headers.get('x-authorization-token') === 'Bearer good'
          ? { status: 200, data: { data: testCustomer() } }
          : { status: 401, data: { message: 'no' } },
    });
    expect(await store.session.completeLoginReturn(encodeLoginState({ token: 'forged', customer: { name: 'Eve' } }))).toBe(false);
    expect(store.session.isGuest).toBe(true);
    expect(await store.session.completeLoginReturn('not-base64!')).toBe(false);
    expect(calls).toHaveLength(1);

    expect(await store.session.completeLoginReturn(encodeLoginState({ token: 'good' }))).toBe(true);
    expect(store.session.isGuest).toBe(false);
    expect(store.session.customer).toMatchObject({ name: 'Sara', group: 'Gold' });
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ token: 'good' });
  });

  it('turns the customer into a guest when refreshing the details answers 401', async () => {
    localStorage.setItem(key, JSON.stringify({ token: 'revoked' }));
    const { store } = storeAnswering({ [DETAILS]: { status: 401, data: { message: 'Unauthenticated.' } } });
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
    await store.session.loadBalances({ wallet: true, points: true });
    expect(calls).toHaveLength(0);
    store.session.signIn('t', testCustomer());
    await store.session.loadBalances({ wallet: true, points: false });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/wallet/wallet-logs/balance']);
    expect(store.session.walletBalance).toBe(125.5);
    store.session.pointBalance = 9;
    await store.session.loadBalances({ wallet: false, points: true });
    expect(store.session.pointBalance).toBe(0);
  });

  it('follows a sign-out in another tab', () => {
    const { store } = storeAnswering({});
    store.session.signIn('t', testCustomer());
    store.session.followOtherTab(null);
    expect(store.session.isGuest).toBe(true);
  });
});
