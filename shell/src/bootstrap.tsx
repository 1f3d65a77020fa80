import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BOOTSTRAP_ELEMENT_ID, localeOfPath, RootStore, StoresProvider, BrowserRouter, type Bootstrap } from '@storefront/shared';
import { SlicedApp } from './App';
import { startErrorReporting } from './errors/error-reporting';
import { nextTask } from './evaluate-in-tasks';
import { registerTenantRemotes } from './federation/remote-registry';
import { readDataBlock } from './read-data-block';
import { FirstPaintMark } from './ssr/first-paint-mark';
import { hydrateFirstPaint } from './ssr/hydrate';
import { texts } from './texts';

const container = document.getElementById('root');
const bootstrap = readDataBlock<Bootstrap>(BOOTSTRAP_ELEMENT_ID);
if (container && bootstrap) {
  const store = new RootStore(bootstrap, localeOfPath(window.location.pathname));
  registerTenantRemotes(bootstrap.remotes);
  void startErrorReporting(bootstrap.errorReportingDsn, bootstrap.tenant.name);
  const app = (afterApp?: ReactNode) => (
    <StoresProvider store={store}>
      <BrowserRouter>
        <SlicedApp afterApp={afterApp} />
      </BrowserRouter>
    </StoresProvider>
  );
  // A server-rendered page is hydrated; otherwise (or when it cannot be) the browser renders it, as before.
  // Either starts in a task after the one that built the stores.
  // Both wait for the kept cart and draft (at once when there are none: a first visit).
  void Promise.all([store.restored, nextTask()])
    .then(() => hydrateFirstPaint(container, store, app))
    .catch((error: unknown) => {
      console.error('The server-rendered page could not be hydrated', error);
      return false;
    })
    .then((hydrated) => {
      if (hydrated) return;
      createRoot(container).render(app(<FirstPaintMark how="rendered" />));
    });
} else if (container) {
  // Served without the server's bootstrap (a broken deploy): say so in both languages, never a blank page.
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `${texts.ar.siteUnavailable} — ${texts.en.siteUnavailable}`;
  container.replaceChildren(message);
}
