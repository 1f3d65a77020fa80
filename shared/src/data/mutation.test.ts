import { autorun } from 'mobx';
import { Mutation } from './mutation';

describe('a mutation', () => {
  it('is busy while its change runs, and answers the change', async () => {
    const mutation = new Mutation();
    const seen: boolean[] = [];
    autorun(() => seen.push(mutation.busy));
    let finish: (value: string) => void = () => undefined;
    const running = mutation.run(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(mutation.busy).toBe(true);
    finish('saved');
    expect(await running).toEqual({ done: true, value: 'saved' });
    expect(seen).toEqual([false, true, false]);
    expect(mutation.error).toBeNull();
  });

  it('keeps the refusal until the next change starts, or the screen clears it', async () => {
    const mutation = new Mutation();
    const refusal = new Error('Refused');
    expect(await mutation.run(() => Promise.reject(refusal))).toEqual({ done: false, error: refusal });
    expect(mutation.error).toBe(refusal);
    let finish: () => void = () => undefined;
    const next = mutation.run(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(mutation.error).toBeNull();
    finish();
    await next;
    await mutation.run(() => Promise.reject(refusal));
    mutation.clear();
    expect(mutation.error).toBeNull();
  });

  it('sends nothing while a change is on its way', async () => {
    const mutation = new Mutation();
    let finish: () => void = () => undefined;
    const first = mutation.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const second = jest.fn(() => Promise.resolve());
    expect((await mutation.run(second)).done).toBe(false);
    expect(second).not.toHaveBeenCalled();
    finish();
    expect((await first).done).toBe(true);
  });
});
