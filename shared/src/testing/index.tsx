/** Test helpers for the shell and the remotes (not part of the runtime entry). */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Banner, Branch, CustomerDetails } from '../contracts';
import { localeOfPath } from '../routing';
import { StoresProvider } from '../stores/context';
import type { RootStore } from '../stores/root-store';
import { testStore } from './test-store';

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
export * from './test-store';
export * from './fake-api';
export * from './held-api';
export * from './first-paint';
