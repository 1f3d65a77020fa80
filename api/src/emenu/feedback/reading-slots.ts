/**
 * At most `size` tasks at once, the others waiting in arrival order: how many uploads are read into
 * memory together (a waiting request's body stays unread in its socket).
 */
export const readingSlots = (size: number) => {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    run: async <T>(task: () => Promise<T>): Promise<T> => {
      if (running < size) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
};
