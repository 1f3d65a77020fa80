import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BOOTSTRAP_ELEMENT_ID, bootstrapSchema, localeOfPath, RootStore, StoresProvider, type Bootstrap } from '@storefront/shared';
import { App } from './App';
import { startErrorReporting } from './errors/error-reporting';
import { registerTenantRemotes } from './federation/remote-registry';
import { applyTenantFont } from './theme/tenant-font';
import { texts } from './texts';

const readBootstrap = (): Bootstrap | null => {
  try {
    const parsed = bootstrapSchema.safeParse(JSON.parse(document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const container = document.getElementById('root');
const bootstrap = readBootstrap();
if (container && bootstrap) {
  const store = new RootStore(bootstrap, localeOfPath(window.location.pathname));
  applyTenantFont(store.tenant.setting('website.theme_font'));
  registerTenantRemotes(bootstrap.remotes);
  void startErrorReporting(bootstrap.errorReportingDsn, bootstrap.tenant.name);
  createRoot(container).render(
    <StoresProvider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StoresProvider>,
  );
} else if (container) {
  // Served without the server's bootstrap (a broken deploy): say so in both languages, never a blank page.
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `${texts.ar.siteUnavailable} — ${texts.en.siteUnavailable}`;
  container.replaceChildren(message);
}
