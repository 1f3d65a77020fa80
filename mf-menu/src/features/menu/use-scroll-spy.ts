import { groupAnchor } from '@storefront/shared';
import { useEffect } from 'react';
import type { MenuStore } from './menu-store';

/** Selects the group whose section reaches the top of the screen while the customer scrolls. */
export const useScrollSpy = (store: MenuStore, groupIds: readonly number[]): void => {
  // The ids by value: a new array of the same groups (each render makes one) observes nothing anew.
  const key = groupIds.join();
  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return undefined;
    // The sections inside the band near the top right now; the first of them (in menu order) is selected.
    const inBand = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number(entry.target.id.replace('group', ''));
          if (entry.isIntersecting) inBand.add(id);
          else inBand.delete(id);
        }
        const first = ids.find((id) => inBand.has(id));
        if (first !== undefined) store.followScroll(first);
      },
      { rootMargin: '-120px 0px -60% 0px' },
    );
    for (const id of ids) {
      const section = document.getElementById(groupAnchor(id));
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [store, key]);
};
