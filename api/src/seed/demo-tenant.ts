import type { Banner, CountryCode, Locale, LocalizedText, RemoteName, TenantMessage, TrackingCode } from '@storefront/shared/contracts';

export interface DemoSetting {
  key: string;
  value: string;
  isJson: boolean;
}

export type DemoBanner = Omit<Banner, 'id'> & { active: boolean; sort: number };

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
}

export interface DemoSocialLinks {
  facebook: string;
  instagram: string;
  x: string;
  tiktok: string;
  iconColor: string;
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
  /** Settings of the groups that differ per business: order, checkout, payment, dine_in, reservation, ... */
  businessSettings: DemoSetting[];
  banners: DemoBanner[];
  pages: DemoPage[];
  trackingCodes: TrackingCode[];
  messages: TenantMessage[];
}

export const text = (key: string, value: string): DemoSetting => ({ key, value, isJson: false });
export const json = (key: string, value: unknown): DemoSetting => ({ key, value: JSON.stringify(value), isJson: true });
export const flag = (key: string, on: boolean): DemoSetting => text(key, on ? '1' : '0');
export const mediaUrl = (tenant: string, file: string): string => `/media/${tenant}/${file}`;
