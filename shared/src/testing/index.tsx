import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import {
  REMOTE_NAMES,
  type Banner,
  type Bootstrap,
  type Branch,
  type CustomerDetails,
  type Locale,
  type Setting,
  type Tenant,
  type TenantModules,
} from '../contracts';
import { localeOfPath } from '../routing';
import { StoresProvider } from '../stores/context';
import { RootStore } from '../stores/root-store';

/** Test helpers for the shell and the remotes (not part of the runtime entry). */
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

/** A popup banner (an image only, hidden 10 minutes once closed); `overrides` make it a link. */
export const testBanner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 3,
  place: 'web_popup',
  type: 'default',
  image: '/media/sufra/banner.svg',
  title: { ar: 'عرض', en: 'Offer' },
  item_id: null,
  group_id: null,
  url: null,
  appear_in_period: 10,
  offer: null,
  ...overrides,
});

/** sufra's Olaya branch as the branches call answers it: open, every order type, in Riyadh. */
export const testBranch = (overrides: Partial<Branch> = {}): Branch => ({
  id: 1,
  names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
  address: { ar: 'العليا، الرياض', en: 'Olaya, Riyadh' },
  phone: null,
  latitude: 24.69,
  longitude: 46.68,
  status: 'open',
  preparation_minutes: 25,
  asap_allowed: true,
  schedule_allowed: true,
  order_types: ['delivery', 'pickup', 'curbside', 'dine_in'],
  working_hours: [],
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

/** Renders a tree at a path with a fresh root store in the path's locale. */
export const renderAt = (
  ui: ReactElement,
  path: string,
  store = testStore({ locale: localeOfPath(path) }),
): RenderResult & { store: RootStore } => ({
  store,
  ...render(
    <StoresProvider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </StoresProvider>,
  ),
});

/** A concrete path for a route pattern: every parameter filled with `<name>-1`. */
export const samplePath = (pattern: string): string => pattern.replace(/:([a-zA-Z]+)\??/g, (_m, name: string) => `${name}-1`);

export const testCustomer = (overrides: Partial<CustomerDetails> = {}): CustomerDetails => ({
  id: 1,
  avatar: null,
  customer_group_name: 'Gold',
  group_id: 2,
  name: 'Sara',
  mobile: '551234567',
  email: 'sara@example.com',
  gender: 'female',
  referral_code: 'SARA10',
  birthDate: null,
  countryCode: 'SA',
  customer_addresses: [],
  vehicles: [],
  ...overrides,
});
export * from './fake-api';
export * from './held-api';

/**
 * A remote's App at `url` for a server-rendering test: as the shell's server renders it (`server`, a
 * StaticRouter) or as the browser hydrates it (`browser`, a MemoryRouter), on the given stores.
 */
export const appAt = (App: ComponentType, store: RootStore, url: string, side: 'server' | 'browser'): ReactElement => (
  <StoresProvider store={store}>
    {side === 'server' ? (
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    ) : (
      <MemoryRouter initialEntries={[url]}>
        <App />
      </MemoryRouter>
    )}
  </StoresProvider>
);
