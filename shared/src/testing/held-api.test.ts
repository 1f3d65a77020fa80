import { ApiCallError } from '../http/api-call';
import { allHandled, holdApi } from './held-api';
import { testStore } from './index';

const open = () => {
  const store = testStore({ locale: 'en' });
  return { store, api: holdApi(store) };
};

describe('holdApi', () => {
  it('holds a call until it is answered, and hands the answer to the caller', async () => {
    const { store, api } = open();
    let settled = false;
    const asking = store.api.get('/api/v1/things', { params: { page: 2 } }).finally(() => (settled = true));
    const held = await api.call('GET', '/api/v1/things');
    expect(held).toMatchObject({ method: 'GET', path: '/api/v1/things', params: { page: 2 } });
    expect(settled).toBe(false);
    held.answer(200, { data: ['a'] });
    await expect(asking).resolves.toMatchObject({ status: 200, data: { data: ['a'] } });
  });

  it('finds a call by method, path and index, waiting for one not made yet', async () => {
    const { store, api } = open();
    void store.api.post('/api/v1/things', { name: 'a' });
    void store.api.get('/api/v1/things');
    const second = api.call('POST', '/api/v1/things', 1);
    await allHandled();
    void store.api.post('/api/v1/things', { name: 'b' });
    expect((await second).body).toEqual({ name: 'b' });
    expect(api.made('POST', '/api/v1/things').map((held) => held.body)).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(api.made('GET', '/api/v1/things')).toHaveLength(1);
    expect(api.calls.map((held) => held.method)).toEqual(['POST', 'GET', 'POST']);
  });

  it('finds a call by the order calls went out in', async () => {
    const { store, api } = open();
    void store.api.get('/api/v1/first');
    const second = api.nth(1);
    await allHandled();
    void store.api.delete('/api/v1/second');
    expect(await second).toMatchObject({ method: 'DELETE', path: '/api/v1/second' });
    expect((await api.nth(0)).path).toBe('/api/v1/first');
  });

  it('answers an error status as the api error, fails as a network failure, and sees a cancel', async () => {
    const { store, api } = open();
    const refused = store.api.get('/api/v1/refused');
    (await api.call('GET', '/api/v1/refused')).answer(422, { code: 'invalid_input', message: 'No.' });
    await expect(refused).rejects.toMatchObject({ status: 422, code: 'invalid_input' });
    const lost = store.api.get('/api/v1/lost');
    (await api.call('GET', '/api/v1/lost')).fail();
    await expect(lost).rejects.toBeInstanceOf(ApiCallError);
    const cancel = new AbortController();
    void store.api.get('/api/v1/cancelled', { signal: cancel.signal }).catch(() => undefined);
    const cancelled = await api.call('GET', '/api/v1/cancelled');
    expect(cancelled.signal?.aborted).toBe(false);
    cancel.abort();
    expect(cancelled.signal?.aborted).toBe(true);
  });

  it('returns a call once what was already under way is handled', async () => {
    const { store, api } = open();
    let answered = false;
    void store.api.get('/api/v1/first').then(() => (answered = true));
    void store.api.get('/api/v1/second');
    (await api.call('GET', '/api/v1/first')).answer(200, { data: null });
    await api.call('GET', '/api/v1/second');
    expect(answered).toBe(true);
  });
});
