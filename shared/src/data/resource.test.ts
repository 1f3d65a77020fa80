import { ApiCallError } from '@storefront/shared';
import { Resource } from './resource';

/** A fetch whose answers the test gives, one call at a time, with the signal each call got. */
const controlledFetch = <T, K>() => {
  const calls: { key: K; signal: AbortSignal; answer: (value: T) => void; fail: (error: unknown) => void }[] = [];
  const fetch = (key: K, signal: AbortSignal) =>
    new Promise<T>((answer, fail) => {
      calls.push({ key, signal, answer, fail });
    });
  return { calls, fetch };
};

describe('Resource', () => {
  it('loads a key once, and is ready with its answer', async () => {
    const { calls, fetch } = controlledFetch<string, number>();
    const resource = new Resource(fetch);
    const loading = resource.load(1);
    void resource.load(1);
    expect(resource.state).toBe('loading');
    expect(calls).toHaveLength(1);
    calls[0]!.answer('one');
    await loading;
    expect(resource).toMatchObject({ state: 'ready', value: 'one', error: null });
    await resource.load(1);
    expect(calls).toHaveLength(1);
  });

  it('cancels the call of a key no longer wanted, and its late answer never lands', async () => {
    const { calls, fetch } = controlledFetch<string, number>();
    const resource = new Resource(fetch);
    const first = resource.load(1);
    const second = resource.load(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.answer('two');
    calls[0]!.answer('one, late');
    await Promise.all([first, second]);
    expect(resource.value).toBe('two');
  });

  it('keeps the answer shown when a reload fails, and tells the failure', async () => {
    const { calls, fetch } = controlledFetch<string, void>();
    const resource = new Resource(fetch);
    const loading = resource.load();
    calls[0]!.answer('shown');
    await loading;
    const reloading = resource.reload();
    expect(resource.state).toBe('ready');
    const failure = new ApiCallError('errors.network', null);
    calls[1]!.fail(failure);
    await reloading;
    expect(resource).toMatchObject({ state: 'ready', value: 'shown', error: failure });
  });

  it('is failed when the first load fails, notFound on a 404, and asks again on the next load', async () => {
    const { calls, fetch } = controlledFetch<string, string>();
    const resource = new Resource(fetch);
    let loading = resource.load('a');
    calls[0]!.fail(new ApiCallError('errors.network', null));
    await loading;
    expect(resource.state).toBe('failed');
    loading = resource.load('a');
    calls[1]!.fail(new ApiCallError('not found', 404));
    await loading;
    expect(resource).toMatchObject({ state: 'notFound', value: null });
  });

  it('takes a value given to it over the call on its way, and stops a call when its screen leaves', async () => {
    const { calls, fetch } = controlledFetch<string, void>();
    const resource = new Resource(fetch);
    const loading = resource.load();
    resource.set('from a live event');
    calls[0]!.answer('older');
    await loading;
    expect(resource.value).toBe('from a live event');
    void resource.reload();
    resource.cancel();
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(resource.state).toBe('ready');
  });
});
