import { REMOTE_NAMES, type Bootstrap, type Locale, type Setting, type Tenant, type TenantModules } from '../contracts';
import { RootStore } from '../stores/root-store';

export const testTenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  name: 'sufra',
  country: 'SA',
  logo: '/media/sufra/logo.svg',
  title: { ar: 'سفرة', en: 'Sufra' },
  app_token: 'test-app-token',
  domain: 'sufra.localhost',
  default_language: 'ar',
  website_enabled: true,
  modules: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, true])) as TenantModules,
  ...overrides,
});

export const testStore = (options: { locale?: Locale; tenant?: Tenant; settings?: Setting[] } = {}): RootStore => {
  const bootstrap: Bootstrap = {
    tenant: options.tenant ?? testTenant(),
    settings: options.settings ?? [],
    apiUrl: 'http://api.test',
    remotes: [],
  };
  return new RootStore(bootstrap, options.locale ?? 'ar');
};
