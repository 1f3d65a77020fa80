import { createConnectionAccess } from './connection-access';

/** A task that records when it starts and ends, and ends when the test says so. */
const recorded = (log: string[], name: string) => {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    log.push(`${name} starts`);
    await done;
    log.push(`${name} ends`);
    return name;
  };
  return { task, finish };
};

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the one connection of PGlite', () => {
  it('sends statements outside a transaction without waiting for the ones before to answer', async () => {
    const access = createConnectionAccess();
    const log: string[] = [];
    const [a, b] = [recorded(log, 'a'), recorded(log, 'b')];
    const answers = [access.statement(a.task), access.statement(b.task)];
    await settle();
    expect(log).toEqual(['a starts', 'b starts']);
    b.finish();
    a.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['a', 'b']);
  });

  it('starts a transaction once the statements in flight have answered, and holds statements asked meanwhile until it ends', async () => {
    const access = createConnectionAccess();
    const log: string[] = [];
    const [before, transaction, during] = [recorded(log, 'before'), recorded(log, 'transaction'), recorded(log, 'during')];
    const answers = [access.statement(before.task), access.alone(transaction.task), access.statement(during.task)];
    await settle();
    expect(log).toEqual(['before starts']);
    before.finish();
    await settle();
    expect(log).toEqual(['before starts', 'before ends', 'transaction starts']);
    during.finish();
    transaction.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['before', 'transaction', 'during']);
    expect(log.slice(3)).toEqual(['transaction ends', 'during starts', 'during ends']);
  });

  it('lets the next statements through at once when a transaction fails', async () => {
    const access = createConnectionAccess();
    await expect(access.alone(() => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    const log: string[] = [];
    const [a, b] = [recorded(log, 'a'), recorded(log, 'b')];
    const answers = [access.statement(a.task), access.statement(b.task)];
    await settle();
    expect(log).toEqual(['a starts', 'b starts']);
    a.finish();
    b.finish();
    await Promise.all(answers);
  });
});
