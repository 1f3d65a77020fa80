import {
  API_PATHS,
  TENANT_MESSAGES_PATH,
  apiErrorSchema,
  bannersResponseSchema,
  pagesResponseSchema,
  settingsResponseSchema,
  tenantMessagesResponseSchema,
  trackingCodesResponseSchema,
} from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

describe.each(testDatabases())('tenant content on $label', (database) => {
  const suite = useTestApi(database);

  const get = (tenant: typeof SUFRA, path: string, query?: string | Record<string, string>) =>
    call(suite.api, path, { headers: storefrontHeaders(tenant), ...(query === undefined ? {} : { query }) });

  describe('settings', () => {
    const settings = async (tenant: typeof SUFRA, query: string) => {
      const response = await get(tenant, API_PATHS.settings, query);
      expect(response.status).toBe(200);
      return settingsResponseSchema.parse(response.body).data;
    };

    it('answers only the requested groups', async () => {
      const data = await settings(SUFRA, 'groups=general,social');
      expect(new Set(data.map((setting) => setting.key.split('.')[0]))).toEqual(new Set(['general', 'social']));
      expect(data).toContainEqual({ key: 'general.site_name', value: 'سفرة' });
      expect(data).toContainEqual({ key: 'general.logo', value: '/media/sufra/logo.svg' });
    });

    it('takes the groups parameter repeated too', async () => {
      const data = await settings(SUFRA, 'groups=waiting-list&groups=language');
      expect(data).toContainEqual({ key: 'waiting-list.enable_area', value: '1' });
      expect(data).toContainEqual({ key: 'language.en.site_name', value: 'Sufra' });
      expect(data.every((setting) => /^(waiting-list|language)\./.test(setting.key))).toBe(true);
    });

    it('decodes JSON values only with jsonVal', async () => {
      const key = 'order.order_delivery_time_options';
      expect(await settings(SUFRA, 'groups=order&jsonVal=true')).toContainEqual({ key, value: ['asap', 'schedule'] });
      expect(await settings(SUFRA, 'groups=order')).toContainEqual({ key, value: '["asap","schedule"]' });
      expect(await settings(SUFRA, 'groups=order&jsonVal=false')).toContainEqual({ key, value: '["asap","schedule"]' });
    });

    it('answers the settings of the caller tenant', async () => {
      const data = await settings(NILE, 'groups=website,general');
      expect(data).toContainEqual({ key: 'website.module_reservations', value: '0' });
      expect(data).toContainEqual({ key: 'general.default_language', value: 'en' });
      expect(data.filter((setting) => setting.value === '/media/sufra/logo.svg')).toEqual([]);
    });

    it.each([
      ['an unknown group', 'groups=general,secrets', 'groups'],
      ['no groups', 'jsonVal=true', 'groups'],
      ['empty groups', 'groups=,', 'groups'],
      ['a bad jsonVal', 'groups=general&jsonVal=yes', 'jsonVal'],
    ])('answers 400 for %s', async (_case, query, field) => {
      const response = await get(SUFRA, API_PATHS.settings, query);
      expect(response.status).toBe(400);
      const error = apiErrorSchema.parse(response.body);
      expect(error.message).toBe(`Invalid query: ${field}`);
      expect(error.errors?.[field]?.length).toBeGreaterThan(0);
    });
  });

  describe('banners', () => {
    it('answers the active web banners, popup included, sorted', async () => {
      const response = await get(SUFRA, API_PATHS.banners, { place: 'web' });
      expect(response.status).toBe(200);
      const banners = bannersResponseSchema.parse(response.body).data;
      expect(banners.map((banner) => [banner.place, banner.type])).toEqual([
        ['web_popup', 'item'],
        ['web_slider', 'group'],
      ]);
      expect(banners[0]).toMatchObject({ item_id: 101, group_id: null, url: null, appear_in_period: 30 });
      expect(banners[1]).toMatchObject({ group_id: 12, title: { ar: 'تشكيلة المشويات على الفحم', en: 'Charcoal grill platters' } });
    });

    it('filters by the exact place too, and never shows other tenants', async () => {
      const popup = bannersResponseSchema.parse((await get(SUFRA, API_PATHS.banners, { place: 'web_popup' })).body).data;
      expect(popup.map((banner) => banner.place)).toEqual(['web_popup']);
      const nile = bannersResponseSchema.parse((await get(NILE, API_PATHS.banners, { place: 'web' })).body).data;
      expect(nile.map((banner) => banner.type)).toEqual(['url', 'default']);
      expect(nile.some((banner) => banner.place === 'web_popup' || banner.image.includes('sufra'))).toBe(false);
    });

    it('answers 400 without a place', async () => {
      const response = await get(SUFRA, API_PATHS.banners);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toHaveProperty('place');
    });
  });

  describe('pages', () => {
    it('answers the web pages in both languages', async () => {
      const response = await get(SUFRA, API_PATHS.pages);
      expect(response.status).toBe(200);
      const pages = pagesResponseSchema.parse(response.body).data;
      expect(pages.map((page) => page.slug)).toEqual(['about-us', 'privacy-policy', 'app-wallet', 'app-points']);
      expect(pages[0]?.content.ar).toContain('<h2>من نحن</h2>');
      expect(pages[0]?.content.en).toContain('<h2>About us</h2>');
    });

    it('answers only the pages of the caller tenant', async () => {
      const pages = pagesResponseSchema.parse((await get(NILE, API_PATHS.pages)).body).data;
      expect(pages.map((page) => page.slug)).toEqual(['about-us', 'privacy-policy']);
      expect(pages.every((page) => page.content.en.includes('Nile Kitchen') || page.slug === 'privacy-policy')).toBe(true);
    });
  });

  describe('tracking codes', () => {
    it('answers every code as stored, for the storefront to filter', async () => {
      const response = await get(SUFRA, API_PATHS.trackingCodes, { place: 'web' });
      expect(response.status).toBe(200);
      expect(trackingCodesResponseSchema.parse(response.body).data).toEqual([
        { provider: 'google', web_code: 'G-SUFRA12345', enable: true },
        { provider: 'google', web_code: 'UA-4471203-2', enable: false },
        { provider: 'google', web_code: '<script>alert(1)</script>', enable: true },
      ]);
    });

    it('answers only the caller tenant codes of that place', async () => {
      const nile = trackingCodesResponseSchema.parse((await get(NILE, API_PATHS.trackingCodes, { place: 'web' })).body);
      expect(nile.data).toEqual([{ provider: 'google', web_code: 'G-NILE2024EG', enable: true }]);
      const app = trackingCodesResponseSchema.parse((await get(SUFRA, API_PATHS.trackingCodes, { place: 'app' })).body);
      expect(app.data).toEqual([]);
    });
  });

  describe('messages', () => {
    it('answers the status texts and colours', async () => {
      const response = await get(SUFRA, TENANT_MESSAGES_PATH);
      expect(response.status).toBe(200);
      const messages = tenantMessagesResponseSchema.parse(response.body).data;
      expect(messages).toContainEqual({ key: 'in_kichen', ar: 'في المطبخ', en: 'In Kitchen' });
      expect(messages).toContainEqual({ key: 'missed_background_color', ar: '#efeae5', en: '#efeae5' });
      const statuses = ['submitted', 'in_kichen', 'ready', 'in_route', 'completed', 'canceled', 'missed'];
      for (const status of statuses) {
        for (const key of [status, `${status}_background_color`, `${status}_text_color`]) {
          expect(messages.map((message) => message.key)).toContain(key);
        }
      }
    });

    it('never mixes tenants', async () => {
      await suite.db.query(
        "INSERT INTO messages (tenant_id, key, ar, en) SELECT id, 'sufra_only', 'سفرة فقط', 'Sufra only' FROM tenants WHERE name = 'sufra'",
      );
      const nile = tenantMessagesResponseSchema.parse((await get(NILE, TENANT_MESSAGES_PATH)).body).data;
      const sufra = tenantMessagesResponseSchema.parse((await get(SUFRA, TENANT_MESSAGES_PATH)).body).data;
      expect(sufra.map((message) => message.key)).toContain('sufra_only');
      expect(nile.map((message) => message.key)).not.toContain('sufra_only');
      expect(nile).toHaveLength(sufra.length - 1);
    });
  });
});
