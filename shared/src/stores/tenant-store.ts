import { makeAutoObservable } from 'mobx';
import { settingListOf } from '../site/setting-list';
import { COUNTRIES, type Country, type Locale, type Setting, type Tenant, type TenantModules } from '../contracts';

export class TenantStore {
  readonly tenant: Tenant;
  settings = new Map<string, unknown>();

  constructor(tenant: Tenant, settings: readonly Setting[] = []) {
    this.tenant = tenant;
    this.mergeSettings(settings);
    makeAutoObservable(this, { tenant: false });
  }

  mergeSettings(settings: readonly Setting[]): void {
    for (const { key, value } of settings) this.settings.set(key, value);
  }

  setting(key: string): string | undefined {
    const value = this.settings.get(key);
    return value === undefined || value === null ? undefined : String(value);
  }

  /** A setting holding a list (stored as JSON, or already an array). */
  settingList(key: string): string[] {
    return settingListOf(this.settings.get(key));
  }

  get country(): Country {
    return COUNTRIES[this.tenant.country];
  }

  get modules(): TenantModules {
    return this.tenant.modules;
  }

  siteName(locale: Locale): string {
    return this.setting(`language.${locale}.site_name`) ?? this.tenant.title[locale];
  }
}
