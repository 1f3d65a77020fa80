import { Resource } from '@storefront/shared/data';
import { loadOnVisit } from './load-on-visit';

/** A fetch whose answers the test gives, one call at a time. */
const heldFetch = () => {
  const calls: { key: number; answer: (value: string) => void }[] = [];
  const fetch = (key: number) => new Promise<string>((answer) => calls.push({ key, answer }));
  return { calls, fetch };
};

describe('loadOnVisit', () => {
  it("loads a key's answer, once while it is on its way", async () => {
    const { calls, fetch } = heldFetch();
    const resource = new Resource(fetch);
    const loading = loadOnVisit(resource, 1);
    void loadOnVisit(resource, 1);
    expect(calls).toHaveLength(1);
    calls[0]!.answer('one');
    await loading;
    expect(resource).toMatchObject({ state: 'ready', value: 'one' });
  });

  it('asks again for an answer already shown, showing it until the new one comes', async () => {
    const { calls, fetch } = heldFetch();
    const resource = new Resource(fetch);
    const loading = loadOnVisit(resource, 1);
    calls[0]!.answer('one');
    await loading;
    const visit = loadOnVisit(resource, 1);
    expect(calls).toHaveLength(2);
    expect(resource).toMatchObject({ state: 'ready', value: 'one' });
    calls[1]!.answer('one, now');
    await visit;
    expect(resource.value).toBe('one, now');
  });

  it("drops another key's answer and loads this one", async () => {
    const { calls, fetch } = heldFetch();
    const resource = new Resource(fetch);
    const loading = loadOnVisit(resource, 1);
    calls[0]!.answer('one');
    await loading;
    void loadOnVisit(resource, 2);
    expect(resource).toMatchObject({ state: 'loading', value: null });
    expect(calls.map((call) => call.key)).toEqual([1, 2]);
  });
});
