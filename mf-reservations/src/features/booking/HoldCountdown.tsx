import { useEffect } from 'react';
import { useReservationTexts } from '../../texts';
import { useHoldCountdown } from '../use-hold-countdown';

/** The time left on the held table (minutes and seconds); tells the page when it runs out. */
export function HoldCountdown({ secondsLeft, onEnd }: { secondsLeft: number | null; onEnd(): void }) {
  const { t } = useReservationTexts();
  const seconds = useHoldCountdown(secondsLeft);
  useEffect(() => {
    if (seconds === 0) onEnd();
  }, [seconds, onEnd]);
  if (seconds === null) return null;
  const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="rsv-hold" role="timer" aria-label={t('holdLabel')}>
      {t('holdLeft', { time: clock })}
    </p>
  );
}
