import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@storefront/shared';
import type { HumanCheckChallenge } from '@storefront/shared/contracts';
import { fetchHumanCheck } from './human-check-calls';

/** No challenge yet (or none asked for), a challenge, or 'failed' when it could not be loaded. */
export type HumanCheckState = HumanCheckChallenge | null | 'failed';

/**
 * A human-check challenge and `newChallenge` to replace it (a key answers one call only). `onChallenge`
 * hears of each new one (a form puts its key in and clears the answer). With `loadNow`, the first comes at once.
 */
export const useHumanCheck = (
  api: ApiClient,
  { loadNow = true, onChallenge }: { loadNow?: boolean; onChallenge?: (challenge: HumanCheckChallenge) => void } = {},
) => {
  const [challenge, setChallenge] = useState<HumanCheckState>(null);
  const heard = useRef(onChallenge);
  useEffect(() => {
    heard.current = onChallenge;
  });

  const load = useCallback(() => {
    fetchHumanCheck(api)
      .then((next) => {
        setChallenge(next);
        heard.current?.(next);
      })
      .catch(() => setChallenge('failed'));
  }, [api]);

  const newChallenge = useCallback(() => {
    // The spent question goes at once: an answer typed to it meanwhile would be cleared by the new one.
    setChallenge(null);
    load();
  }, [load]);

  useEffect(() => {
    if (loadNow) load();
  }, [loadNow, load]);

  return { challenge, newChallenge };
};
