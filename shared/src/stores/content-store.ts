import type { ApiClient } from '../http/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  API_PATHS,
  SETTINGS_GROUPS,
  TENANT_MESSAGES_PATH,
  type Banner,
  type ContentPage,
  type Locale,
  type TenantMessage,
  type TrackingCode,
} from '../contracts';
import { readAnswer } from '../http/read-answer';
import { statusColors, tenantText } from '../site/messages';
import type { OrderDraftStore } from './order-draft-store';
import type { TenantStore } from './tenant-store';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The tenant's content that is not needed for the first paint: every settings group, banners,
 * pages, tracking codes and messages. Loaded in the background after the shell mounts.
 */
export class ContentStore {
  state: LoadState = 'idle';
  banners: Banner[] = [];
  pages: ContentPage[] = [];
  trackingCodes: TrackingCode[] = [];
  messages: TenantMessage[] = [];

  constructor(
    private readonly api: ApiClient,
    private readonly tenant: TenantStore,
    private readonly orderDraft: OrderDraftStore,
  ) {
    makeAutoObservable<ContentStore, 'api' | 'tenant' | 'orderDraft'>(this, { api: false, tenant: false, orderDraft: false });
  }

  async load(): Promise<void> {
    if (this.state === 'loading' || this.state === 'ready') return;
    this.state = 'loading';
    try {
      const [settings, banners, pages, trackingCodes, messages] = await Promise.all([
        this.api
          .get(API_PATHS.settings, { params: { groups: SETTINGS_GROUPS.join(','), jsonVal: 'true' } })
          .then((answer) => readAnswer('settingsResponseSchema', answer)),
        this.api.get(API_PATHS.banners, { params: { place: 'web' } }).then((answer) => readAnswer('bannersResponseSchema', answer)),
        this.api.get(API_PATHS.pages).then((answer) => readAnswer('pagesResponseSchema', answer)),
        this.api
          .get(API_PATHS.trackingCodes, { params: { place: 'web' } })
          .then((answer) => readAnswer('trackingCodesResponseSchema', answer)),
        this.api.get(TENANT_MESSAGES_PATH).then((answer) => readAnswer('tenantMessagesResponseSchema', answer)),
      ]);
      runInAction(() => {
        this.tenant.mergeSettings(settings.data);
        this.banners = banners.data;
        this.pages = pages.data;
        this.trackingCodes = trackingCodes.data;
        this.messages = messages.data;
        this.state = 'ready';
        // An offer followed earlier and no longer advertised (ended, switched off) is promised nowhere.
        const offer = this.orderDraft.draft.offer;
        if (offer && !banners.data.some((banner) => banner.offer?.code === offer.code)) this.orderDraft.update({ offer: null });
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  get popupBanners(): Banner[] {
    return this.banners.filter((banner) => banner.place === 'web_popup');
  }

  /** The home page's carousel (`web_slider`). */
  get sliderBanners(): Banner[] {
    return this.banners.filter((banner) => banner.place === 'web_slider');
  }

  hasPage(slug: string): boolean {
    return this.pages.some((page) => page.slug === slug);
  }

  page(slug: string): ContentPage | undefined {
    return this.pages.find((page) => page.slug === slug);
  }

  text(key: string, locale: Locale): string | undefined {
    return tenantText(this.messages, this.tenant.settings, key, locale);
  }

  statusColors(status: string, locale: Locale): { background: string; text: string } {
    return statusColors(this.messages, this.tenant.settings, status, locale);
  }
}
