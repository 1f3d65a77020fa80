import type { RootStore } from './root-store';

/**
 * A remote's store slice that lives as long as the page's root store (a server render has a root
 * store per request): `perRoot(create)` gives the function that finds a root's slice, made on first use.
 */
export const perRoot = <T extends object>(create: (root: RootStore) => T): ((root: RootStore) => T) => {
  const slices = new WeakMap<RootStore, T>();
  return (root) => {
    let slice = slices.get(root);
    if (!slice) {
      slice = create(root);
      slices.set(root, slice);
    }
    return slice;
  };
};
