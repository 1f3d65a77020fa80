import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores, useTranslation } from '@storefront/shared';

export const PROGRESS_THROTTLE_MS = 200;
export const FAILED_VISIBLE_MS = 3000;

type Shown = 'none' | 'running' | 'failed';

/** A bar at the top while requests run longer than 200 ms; it turns red for a moment when one fails. */
export const ProgressBar = observer(function ProgressBar() {
  const { ui } = useStores();
  const { t } = useTranslation('common');
  const [shown, setShown] = useState<Shown>('none');
  const { loading, lastRequestFailed } = ui;

  useEffect(() => {
    const timers = loading
      ? [setTimeout(() => setShown('running'), PROGRESS_THROTTLE_MS)]
      : lastRequestFailed
        ? [setTimeout(() => setShown('failed'), 0), setTimeout(() => setShown('none'), FAILED_VISIBLE_MS)]
        : [setTimeout(() => setShown('none'), 0)];
    return () => timers.forEach(clearTimeout);
  }, [loading, lastRequestFailed]);

  if (shown === 'none') return null;
  return (
    <div
      className={`sf-progress sf-progress--${shown}`}
      role="progressbar"
      aria-label={shown === 'failed' ? t('errors.requestFailed') : t('loading')}
      aria-busy={shown === 'running'}
    />
  );
});
