import { makeAutoObservable } from 'mobx';
import { COUNTRIES, type Country, type Locale, type Setting, type Tenant, type TenantModules } from '../contracts';

export class TenantStore {
  tenant: Tenant | null = null;
  settings = new Map<string, unknown>();

  constructor(tenant: Tenant | null, settings: readonly Setting[] = []) {
    this.tenant = tenant;
    this.mergeSettings(settings);
    makeAutoObservable(this);
  }

  mergeSettings(settings: readonly Setting[]): void {
    for (const { key, value } of settings) this.settings.set(key, value);
  }

  setting(key: string): string | undefined {
    const value = this.settings.get(key);
    return value === undefined || value === null ? undefined : String(value);
  }

  get country(): Country | null {
    return this.tenant ? COUNTRIES[this.tenant.country] : null;
  }

  get modules(): TenantModules | null {
    return this.tenant?.modules ?? null;
  }

  siteName(locale: Locale): string {
    return this.setting(`language.${locale}.site_name`) ?? this.tenant?.title[locale] ?? this.tenant?.name ?? '';
  }
}
