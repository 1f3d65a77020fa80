import { useEffect, useState } from 'react';

/**
 * Whole seconds left on a hold, from the seconds the api said were left when the answer arrived
 * (the device's clock may differ from the api's); ticks every second; null without a hold.
 */
export const useHoldCountdown = (secondsLeft: number | null): number | null => {
  const [deadline] = useState(() => (secondsLeft === null ? null : Date.now() + secondsLeft * 1000));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
};
