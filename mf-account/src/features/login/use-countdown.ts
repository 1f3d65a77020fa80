import { useEffect, useState } from 'react';

/** Seconds left of a countdown from `seconds`, restarted whenever `round` changes; 0 once over. */
export const useCountdown = (seconds: number, round: number): number => {
  const [left, setLeft] = useState(seconds);
  const [started, setStarted] = useState(round);
  if (started !== round) {
    setStarted(round);
    setLeft(seconds);
  }
  useEffect(() => {
    const timer = setInterval(() => setLeft((current) => Math.max(0, current - 1)), 1000);
    return () => clearInterval(timer);
  }, [round]);
  return left;
};
