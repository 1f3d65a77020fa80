import { reaction } from 'mobx';

/** Every value `read` takes from now on, in order (what a screen would have shown). */
export const valuesOf = <T>(read: () => T): T[] => {
  const seen: T[] = [];
  reaction(read, (value) => seen.push(value));
  return seen;
};
