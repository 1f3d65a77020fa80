import { createExclusive } from './exclusive';

/**
 * Who uses PGlite's one connection, and when. A statement outside a transaction is sent to the worker at
 * once: the worker runs what it is sent in arrival order, so it does not sit idle while this thread gets
 * round to the next statement. Work that needs the connection alone (a transaction, a copy of the
 * database, closing it) waits until the statements in flight have answered and has it until it ends;
 * statements asked meanwhile wait for it. (docs/performance.md, "A lunch rush": a quarter of the
 * worker's time in a burst of orders was spent waiting between statements.)
 */
export const createConnectionAccess = () => {
  const exclusive = createExclusive();
  let inFlight = 0;
  let aloneWaiting = 0;
  let onDrained: (() => void)[] = [];
  const drained = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => onDrained.push(resolve)));

  const statement = async <T>(task: () => Promise<T>): Promise<T> => {
    if (aloneWaiting > 0) return exclusive(task);
    inFlight += 1;
    try {
      return await task();
    } finally {
      inFlight -= 1;
      if (inFlight === 0) {
        const waiting = onDrained;
        onDrained = [];
        for (const resolve of waiting) resolve();
      }
    }
  };

  const alone = async <T>(task: () => Promise<T>): Promise<T> => {
    aloneWaiting += 1;
    try {
      return await exclusive(async () => {
        await drained();
        return task();
      });
    } finally {
      aloneWaiting -= 1;
    }
  };

  return { statement, alone };
};
