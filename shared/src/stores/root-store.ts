import type { AxiosInstance } from 'axios';
import type { i18n as I18n } from 'i18next';
import { reaction } from 'mobx';
import type { Bootstrap, Locale } from '../contracts';
import { createApiClient } from '../http/api-client';
import { createI18n } from '../i18n/create-i18n';
import { ContentStore } from './content-store';
import { LocaleStore } from './locale-store';
import { OrderDraftStore, orderDraftStorageKey } from './order-draft-store';
import { RealtimeStore } from './realtime-store';
import { SessionStore, sessionStorageKey } from './session-store';
import { TenantStore } from './tenant-store';
import { UiStore } from './ui-store';

/** The one store of the page: created once by the shell (or a remote's standalone harness). */
export class RootStore {
  readonly apiUrl: string;
  readonly tenant: TenantStore;
  readonly locale: LocaleStore;
  readonly session: SessionStore;
  readonly orderDraft = new OrderDraftStore();
  readonly ui = new UiStore();
  readonly realtime = new RealtimeStore();
  readonly i18n: I18n;
  readonly api: AxiosInstance;
  readonly content: ContentStore;

  constructor(bootstrap: Bootstrap, locale: Locale) {
    this.apiUrl = bootstrap.apiUrl;
    this.tenant = new TenantStore(bootstrap.tenant, bootstrap.settings);
    this.locale = new LocaleStore(locale);
    this.i18n = createI18n(locale);
    this.api = createApiClient(this);
    this.content = new ContentStore(this.api, this.tenant);
    this.session = new SessionStore(this.api, sessionStorageKey(bootstrap.tenant.name));
    if (typeof window !== 'undefined') this.orderDraft.persist(window.localStorage, orderDraftStorageKey(bootstrap.tenant.name));
    reaction(
      () => this.locale.locale,
      (next) => void this.i18n.changeLanguage(next),
    );
  }

  /** Absolute URL of a media path the API serves (`/media/...`). */
  readonly mediaUrl = (path: string): string => (/^https?:\/\//.test(path) ? path : `${this.apiUrl.replace(/\/$/, '')}${path}`);
}
