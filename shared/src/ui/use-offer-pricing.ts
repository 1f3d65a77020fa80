import { useEffect, useState } from 'react';
import { lazyPart } from '../lazy/lazy-part';
import { useStores } from '../stores/context';

type OfferPricing = typeof import('../offers');

const loadOfferPricing = lazyPart(() => import(/* webpackChunkName: "offer-pricing" */ '../offers'));

/**
 * The followed offer's pricing (its quote store, line totals and name), loaded once the customer follows an
 * offer; null before and without one, when the cart and the checkout show their own prices. Call it from an
 * observer; call the loaded module's hooks from a component rendered only once it is here.
 */
export const useOfferPricing = (): OfferPricing | null => {
  const following = useStores().orderDraft.draft.offer !== null;
  const [pricing, setPricing] = useState<OfferPricing | null>(null);
  useEffect(() => {
    if (!following || pricing) return;
    let mounted = true;
    // A chunk that did not come leaves the own prices shown; the next offer followed asks again.
    loadOfferPricing().then(
      (loaded) => mounted && setPricing(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [following, pricing]);
  return following ? pricing : null;
};
