import { useEffect } from 'react';
import { autorun } from 'mobx';
import { localeOfPath, useStores, useLocation } from '@storefront/shared';

/**
 * Keeps the document in step with the stores: the locale follows the path (`/en` or not), and
 * `<html lang dir>` and the title follow the locale and the screen a remote reports.
 */
export function DocumentSync() {
  const root = useStores();
  const { pathname } = useLocation();

  useEffect(() => {
    root.locale.setLocale(localeOfPath(pathname));
  }, [root, pathname]);

  useEffect(
    () =>
      autorun(() => {
        const siteName = root.tenant.siteName(root.locale.locale);
        document.documentElement.lang = root.locale.locale;
        document.documentElement.dir = root.locale.dir;
        document.title = root.ui.screenTitle ? `${root.ui.screenTitle} | ${siteName}` : siteName;
        // The live connection's state, for support staff and monitoring.
        document.documentElement.dataset.socket = root.realtime.connected ? 'connected' : 'disconnected';
      }),
    [root],
  );
  return null;
}
