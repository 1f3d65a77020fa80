import type { ApiClient } from '../http/api-client';
import type { i18n as I18n } from 'i18next';
import { reaction } from 'mobx';
import { BRANCH_UPDATED_EVENT, type Bootstrap, type Locale } from '../contracts';
import { createApiClient } from '../http/api-client';
import { loadApiErrorTexts } from '../i18n/api-error-texts';
import { createI18n } from '../i18n/create-i18n';
import { BranchesStore } from './branches-store';
import { checked } from '../http/read-answer';
import { CartStore, cartStorageKey } from './cart-store';
import { ContentStore } from './content-store';
import { LocaleStore } from './locale-store';
import { OrderDraftStore, orderDraftStorageKey } from './order-draft-store';
import { persisted, type Persisted } from './persisted';
import { RealtimeStore } from './realtime-store';
import { SessionStore } from './session-store';
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
  readonly api: ApiClient;
  readonly content: ContentStore;
  readonly branches: BranchesStore;
  readonly cart: CartStore;
  /** The stores kept in the browser's storage (the draft first: the kept cart must be the draft's cart). */
  readonly kept: Persisted[] = [];
  /** Settles once the kept stores are restored: render nothing of the page before (it would show an empty cart). */
  readonly restored: Promise<void>;

  constructor(bootstrap: Bootstrap, locale: Locale) {
    this.apiUrl = bootstrap.apiUrl;
    this.tenant = new TenantStore(bootstrap.tenant, bootstrap.settings);
    this.locale = new LocaleStore(locale);
    this.i18n = createI18n(locale);
    this.api = createApiClient({
      apiUrl: this.apiUrl,
      tenant: () => this.tenant.tenant,
      locale: () => this.locale.locale,
      customerToken: () => (this.session.isGuest ? null : this.session.token),
      requestStarted: () => this.ui.requestStarted(),
      requestFinished: (failed) => this.ui.requestFinished(failed),
      tokenRefused: (token) => this.session.tokenRefused(token),
      errorTextsLoaded: () => loadApiErrorTexts(this.i18n),
    });
    this.content = new ContentStore(this.api, this.tenant, this.orderDraft);
    this.session = new SessionStore(this.api, bootstrap.tenant.name);
    this.branches = new BranchesStore(this.api);
    this.cart = new CartStore(this.api, this.orderDraft);
    if (typeof window !== 'undefined') {
      const { localStorage } = window;
      const draft = persisted(
        this.orderDraft,
        (value) => checked('orderDraftSchema', value),
        orderDraftStorageKey(bootstrap.tenant.name),
        localStorage,
      );
      // The cart after the draft: a kept cart is taken back only when it is the draft's cart.
      const cart = persisted(
        this.cart,
        async (value) => {
          await draft.restored;
          return checked('savedCartSchema', value);
        },
        cartStorageKey(bootstrap.tenant.name),
        localStorage,
      );
      this.kept.push(draft, cart);
    }
    this.restored = Promise.all(this.kept.map((kept) => kept.restored)).then(() => undefined);
    // A branch changed (busy, closed, opened): the branches anyone shows are read again, live.
    this.realtime.subscribe(BRANCH_UPDATED_EVENT, () => {
      if (this.branches.state !== 'loading') void this.branches.load();
    });
    reaction(
      () => this.locale.locale,
      (next) => void this.i18n.changeLanguage(next),
    );
  }

  /** Absolute URL of a media path the API serves (`/media/...`). */
  readonly mediaUrl = (path: string): string => (/^https?:\/\//.test(path) ? path : `${this.apiUrl.replace(/\/$/, '')}${path}`);
}
