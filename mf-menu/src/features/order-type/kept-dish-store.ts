import { observable, observableRef, runInAction } from 'mobx';
import { perRoot } from '@storefront/shared';
import { peekPendingLine, type PendingLine } from '../cart';

/**
 * The dish kept while browsing (the cart's pending line), as the home page shows it. A plain
 * observable rather than a class: the home page is a first visit's, with no bytes to spare.
 */
export const keptDishOf = perRoot((root) => {
  const kept = observable(
    {
      dish: null as PendingLine | null,
      /**
       * Reads the tab's kept dish; answers the stop, after which the read on its way never lands. Read
       * only once the page is shown (the tab's storage is the browser's), so a server-rendered page
       * hydrates as it was sent.
       */
      follow(): () => void {
        let wanted = true;
        kept.dish = null;
        void peekPendingLine(root.tenant.tenant.name).then((dish) => wanted && runInAction(() => (kept.dish = dish)));
        return () => {
          wanted = false;
        };
      },
    },
    { dish: observableRef },
  );
  return kept;
});
