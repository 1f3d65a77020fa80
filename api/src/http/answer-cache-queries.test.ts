import {
  API_PATHS,
  FIRST_PAINT_SETTINGS_GROUPS,
  FRAME_PATHS,
  MENU_PATHS,
  SETTINGS_GROUPS,
  bannersResponseSchema,
  branchesResponseSchema,
  menuResponseSchema,
  settingsResponseSchema,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders, type TestResponse } from '../testing/test-app';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { MAX_ANSWERS_PER_TENANT } from './answer-cache';

/** Karak tea, on the menu of every sufra branch. */
const KARAK = 162;
const SITE_NAME = 'general.site_name';
/** The group sufra's slider banner leads to (the grills). */
const SLIDER_GROUP = 12;
/** Two rounds of about 500 calls each, on a busy machine. */
const MADE_UP_QUERIES_TIMEOUT_MS = 90_000;
const SUFRA_ROWS = "tenant_id = (SELECT id FROM tenants WHERE name = 'sufra')";

describe.each(testDatabases())('the answer cache and made-up queries on $label', (database) => {
  // On PostgreSQL the api runs with redis too, as a deployment of several instances does.
  const redisUrl = database.label === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  const suite = useTestApi(database, { redisUrl });
  let olaya: number;
  let karakPriceMinor: number;

  beforeAll(async () => {
    const branches = await call(suite.api, FRAME_PATHS.branches, { headers: storefrontHeaders(SUFRA) });
    olaya = branchesResponseSchema.parse(branches.body).data.find((branch) => branch.names.en === 'Sufra - Olaya')?.id ?? 0;
    karakPriceMinor = (await suite.db.query<{ price_minor: number }>('SELECT price_minor FROM menu_items WHERE id = $1', [KARAK]))[0]!
      .price_minor;
  }, DATABASE_SETUP_TIMEOUT_MS);

  const get = (path: string, query?: Record<string, string>): Promise<TestResponse> =>
    call(suite.api, path, { headers: storefrontHeaders(SUFRA), ...(query ? { query } : {}) });
  const karakPrice = async (): Promise<number | undefined> => {
    const response = await get(MENU_PATHS.menu(olaya), { order_type: 'pickup' });
    return menuResponseSchema
      .parse(response.body)
      .data.groups.flatMap((group) => group.items)
      .find((item) => item.id === KARAK)?.price;
  };
  const siteName = async (): Promise<unknown> => {
    const response = await get(API_PATHS.settings, { groups: FIRST_PAINT_SETTINGS_GROUPS.join(','), jsonVal: 'true' });
    return settingsResponseSchema.parse(response.body).data.find((setting) => setting.key === SITE_NAME)?.value;
  };
  /** More made-up queries than a tenant has places for answers: banner places, settings selections, branches. */
  const madeUpQueries = async (round: string): Promise<void> => {
    const count = MAX_ANSWERS_PER_TENANT + 20;
    for (let index = 1; index <= count; index += 1) {
      const response = await get(API_PATHS.banners, { place: `junk${round}${index}` });
      expect({ status: response.status, banners: bannersResponseSchema.parse(response.body).data }).toEqual({ status: 200, banners: [] });
    }
    const pairs = SETTINGS_GROUPS.flatMap((first, at) => SETTINGS_GROUPS.slice(at + 1).map((second) => `${first},${second}`));
    for (const groups of pairs) expect((await get(API_PATHS.settings, { groups, jsonVal: 'true' })).status).toBe(200);
    // Branches that do not exist, asked for in parallel: each a load that fails.
    const missing = await Promise.all(
      Array.from({ length: count }, (_, index) => get(MENU_PATHS.menu(900_000 + index), { order_type: 'pickup' })),
    );
    expect(new Set(missing.map((response) => response.status))).toEqual(new Set([404]));
  };

  it(
    'never lets made-up banner places, settings selections or branches evict or block the menu and settings it keeps',
    async () => {
      // First the made-up queries, as if they came right after the tenant's answers were emptied; then the storefront's calls.
      await madeUpQueries('a');
      const price = await karakPrice();
      const name = await siteName();
      expect(price).toBeGreaterThan(0);
      await madeUpQueries('b');
      // Changed behind the api's back (no operator event): only an answer that was kept still says the old value.
      await suite.db.query('UPDATE menu_items SET price_minor = price_minor + 100 WHERE id = $1', [KARAK]);
      await suite.db.query(`UPDATE settings SET value = 'made-up' WHERE key = $1 AND ${SUFRA_ROWS}`, [SITE_NAME]);
      try {
        expect(await karakPrice()).toBe(price);
        expect(await siteName()).toBe(name);
      } finally {
        await suite.db.query(`UPDATE settings SET value = $2 WHERE key = $1 AND ${SUFRA_ROWS}`, [SITE_NAME, name]);
        await suite.db.query('UPDATE menu_items SET price_minor = $2 WHERE id = $1', [KARAK, karakPriceMinor]);
      }
    },
    MADE_UP_QUERIES_TIMEOUT_MS,
  );

  it('answers a banner place it does not know in full, read afresh every time, as plain JSON', async () => {
    const sliderTitles = async (place: string) => {
      const response = await get(API_PATHS.banners, { place });
      return {
        etag: response.headers.get('etag'),
        titles: bannersResponseSchema
          .parse(response.body)
          .data.filter((banner) => banner.group_id === SLIDER_GROUP)
          .map((banner) => banner.title.en),
      };
    };
    expect(await sliderTitles('web_s')).toEqual({ etag: null, titles: ['Charcoal grill platters'] });
    const kept = await sliderTitles('web_slider');
    expect(kept.titles).toEqual(['Charcoal grill platters']);
    expect(kept.etag).toMatch(/^"[\w-]{32}"$/);
    await suite.db.query(`UPDATE banners SET title_en = 'Grill night' WHERE group_id = $1 AND ${SUFRA_ROWS}`, [SLIDER_GROUP]);
    try {
      expect((await sliderTitles('web_s')).titles).toEqual(['Grill night']);
      expect((await sliderTitles('web_slider')).titles).toEqual(['Charcoal grill platters']);
    } finally {
      await suite.db.query(`UPDATE banners SET title_en = 'Charcoal grill platters' WHERE group_id = $1 AND ${SUFRA_ROWS}`, [SLIDER_GROUP]);
    }
  });

  it('answers the same selection of settings however it is spelled, and refuses an unknown group with a message', async () => {
    const spelled = await get(API_PATHS.settings, { groups: 'website,general,website,general', jsonVal: 'true' });
    const plain = await get(API_PATHS.settings, { groups: 'general,website', jsonVal: 'true' });
    expect(spelled.status).toBe(200);
    expect(spelled.body).toEqual(plain.body);
    const unknown = await get(API_PATHS.settings, { groups: 'general,junk' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: expect.any(String), errors: { groups: expect.anything() } });
  });
});
