import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, localeOfPath, RootStore, StoresProvider } from '@storefront/shared';

const HARNESS_KEY = 'storefront.harness';

/**
 * `@storefront/shared/standalone`: a remote's development harness only, so not in the main entry
 * every visit downloads. Runs one remote alone, for the team that builds it: creates the shared stores for a demo tenant
 * (`?tenant=nile.localhost&api=http://localhost:4000`, remembered for the tab) and mounts the
 * remote's App in a router.
 */
export async function mountStandalone(App: ComponentType, container: HTMLElement): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  const saved = JSON.parse(sessionStorage.getItem(HARNESS_KEY) ?? '{}') as { tenant?: string; api?: string };
  const host = query.get('tenant') ?? saved.tenant ?? 'sufra.localhost';
  const apiUrl = query.get('api') ?? saved.api ?? 'http://localhost:4000';
  sessionStorage.setItem(HARNESS_KEY, JSON.stringify({ tenant: host, api: apiUrl }));

  // Loaded here: the tenant lookup's schemas are not part of the shared package's entry.
  const { fetchTenantWithSettings } = await import('../contracts/tenant-calls');
  const { tenant, settings } = await fetchTenantWithSettings(apiUrl, host);
  const locale = localeOfPath(window.location.pathname);
  const store = new RootStore({ tenant, settings, apiUrl, remotes: [] }, locale);
  await store.restored;
  document.documentElement.lang = locale;
  document.documentElement.dir = store.locale.dir;
  createRoot(container).render(
    <StoresProvider store={store}>
      <BrowserRouter>
        <main id="main">
          <App />
        </main>
      </BrowserRouter>
    </StoresProvider>,
  );
}
