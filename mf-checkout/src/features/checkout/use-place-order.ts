import { type PlaceOrderBody } from '@storefront/shared/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiCallError, useStores } from '@storefront/shared';
import { placeOrder } from './checkout-calls';
import { attemptFor, forgetAttempt } from './order-attempt';

export type PlacingState = 'idle' | 'placing' | 'redirecting';

/**
 * Places the order once: a second click while the first is on its way does nothing, and the
 * Idempotency-Key of the attempt is kept until an answer comes (a lost answer is retried with it).
 */
export const usePlaceOrder = () => {
  const root = useStores();
  const tenant = root.tenant.tenant.name;
  const busy = useRef(false);
  const [state, setState] = useState<PlacingState>('idle');

  const place = useCallback(
    async (body: PlaceOrderBody) => {
      if (busy.current) return null;
      busy.current = true;
      setState('placing');
      try {
        const attempt = attemptFor(sessionStorage, tenant, body);
        const placed = await placeOrder(root.api, attempt.body, attempt.key);
        forgetAttempt(sessionStorage, tenant);
        if (placed.payment) setState('redirecting');
        else setState('idle');
        return placed;
      } catch (error) {
        // An answer from the api means nothing was placed with this key: the next attempt takes a new one.
        if (error instanceof ApiCallError && error.status !== null && error.status < 500) forgetAttempt(sessionStorage, tenant);
        setState('idle');
        throw error;
      } finally {
        busy.current = false;
      }
    },
    [root.api, tenant],
  );
  return { place, state };
};
