import type {
  Address,
  Banner,
  CountryCode,
  CustomerDetails,
  Locale,
  LedgerReason,
  LocalizedText,
  OrderTypeName,
  RemoteName,
  TenantMessage,
  TrackingCode,
  Vehicle,
  WorkingHours,
} from '@storefront/shared/contracts';

export interface DemoSetting {
  key: string;
  value: string;
  isJson: boolean;
}

export type DemoBanner = Omit<Banner, 'id' | 'offer'> & { active: boolean; sort: number };

export interface DemoPage {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
}

export interface DemoTheme {
  primaryColor: string;
  /** Text and icons drawn on the primary colour (buttons). */
  onPrimaryColor: string;
  secondaryColor: string;
  textColor: string;
  backgroundColor: string;
  /** Cards, dialogs and the header. */
  surfaceColor: string;
  radius: string;
  shadow: string;
  font: string;
  backgroundImage: string;
  /** The home page's hero image (`website.cover_image`); empty for none. */
  coverImage: string;
}

export interface DemoSocialLinks {
  facebook: string;
  instagram: string;
  x: string;
  tiktok: string;
  iconColor: string;
}

export interface DemoBranch {
  names: LocalizedText;
  address: LocalizedText;
  phone: string;
  latitude: number;
  longitude: number;
  preparation_minutes: number;
  busy: boolean;
  busy_extra_minutes: number;
  manually_closed: boolean;
  asap_allowed: boolean;
  schedule_allowed: boolean;
  order_types: OrderTypeName[];
  working_hours: WorkingHours[];
}

/** One entry of a wallet (money as a decimal string, `-24.50`) or points ledger. */
export interface DemoLedgerEntry<Amount> {
  /** Why it was written (`ledgerReasonSchema`); `other` when absent. */
  reason_code?: LedgerReason;
  amount: Amount;
  reason: string;
  /** ISO date-time. */
  created_at: string;
}

export interface DemoCustomer {
  name: string;
  country_code: CountryCode;
  /** National form. */
  mobile: string;
  email: string | null;
  gender: CustomerDetails['gender'];
  /** `YYYY-MM-DD`. */
  birth_date: string | null;
  referral_code: string | null;
  group: { id: number; name: string } | null;
  addresses: Array<Omit<Address, 'id'>>;
  vehicles: Array<Omit<Vehicle, 'id' | 'brand_names' | 'color_names'>>;
  wallet: Array<DemoLedgerEntry<string>>;
  points: Array<DemoLedgerEntry<number>>;
}

/** Everything the seed creates for one demo tenant. */
export interface DemoTenant {
  name: string;
  country: CountryCode;
  domain: string;
  defaultLanguage: Locale;
  title: LocalizedText;
  description: LocalizedText;
  keywords: LocalizedText;
  /** Public: sent by the storefront as x-app-token. */
  appToken: string;
  /** Secret of the operator API and CLI; stored hashed. */
  operatorKey: string;
  websiteEnabled: boolean;
  /** Remotes switched off (`website.module_*` = '0'); the others are on. */
  modulesOff: RemoteName[];
  iosAppId: string;
  theme: DemoTheme;
  social: DemoSocialLinks;
  /** How to reach the restaurant itself (`general.contact_phone`, `general.contact_email`): the closed site shows them. */
  contact?: { phone: string; email?: string };
  /** Settings of the groups that differ per business: order, checkout, payment, dine_in, reservation, ... */
  businessSettings: DemoSetting[];
  banners: DemoBanner[];
  pages: DemoPage[];
  trackingCodes: TrackingCode[];
  messages: TenantMessage[];
  branches: DemoBranch[];
  customers: DemoCustomer[];
  /** `payment.wallet_min_order_amount`; null leaves it unset (0). */
  walletMinOrderAmount: string | null;
}

/** The legacy `/emenu/{n}` mapping (`website.emenu_redirects` of `@storefront/shared/site`). */
export const EMENU_REDIRECTS_SETTING = 'website.emenu_redirects';

/** Where a tenant's legacy links may lead off the site (`website.redirect_hosts` of `@storefront/shared/site`). */
export const REDIRECT_HOSTS_SETTING = 'website.redirect_hosts';
export const text = (key: string, value: string): DemoSetting => ({ key, value, isJson: false });
export const json = (key: string, value: unknown): DemoSetting => ({ key, value: JSON.stringify(value), isJson: true });
export const flag = (key: string, on: boolean): DemoSetting => text(key, on ? '1' : '0');
export const mediaUrl = (tenant: string, file: string): string => `/media/${tenant}/${file}`;
/** The same opening period on every weekday. */
export const everyDay = (opens: string, closes: string): WorkingHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));
