import { useSyncExternalStore } from 'react';
import { useEMenuTexts } from '../../texts';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const isOnline = () => navigator.onLine;
// The server paints the page online.
const onlineOnServer = () => true;

/** Says so while the device is offline: the menu shown is the copy the service worker kept (docs/decisions/service-worker-caching-rules.md). */
export function OfflineNote() {
  const { t } = useEMenuTexts();
  const online = useSyncExternalStore(subscribe, isOnline, onlineOnServer);
  return online ? null : (
    <p role="status" className="sf-emenu__offline">
      {t('emenu.offline')}
    </p>
  );
}
