import {
  FRAME_PATHS,
  HEADERS,
  MENU_PATHS,
  OPERATOR_KEY_HEADER,
  branchesResponseSchema,
  menuResponseSchema,
  operatorMenuItemPath,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { call, startTestApi, storefrontHeaders, type TestApi } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { ANSWER_CACHE_TTL_MS } from './answer-cache';
import { useTestDatabase } from '../testing/test-suite';

/** Karak tea: 10.35 SAR in the seed (9.00 before VAT). */
const KARAK = 162;
const SEEDED_PRICE_MINOR = 1035;

describe.each(testDatabases())('menu cache across api instances on $label', (database) => {
  const suite = useTestDatabase(database);
  let olaya: number;

  afterEach(async () => {
    await suite.db.query('UPDATE menu_items SET price_minor = $2 WHERE id = $1', [KARAK, SEEDED_PRICE_MINOR]);
  });

  const karakPrice = async (api: TestApi): Promise<number | undefined> => {
    const response = await call(api, MENU_PATHS.menu(olaya), { headers: storefrontHeaders(SUFRA), query: { order_type: 'pickup' } });
    const menu = menuResponseSchema.parse(response.body).data;
    return menu.groups.flatMap((group) => group.items).find((item) => item.id === KARAK)?.price;
  };
  const olayaOf = async (api: TestApi): Promise<number> => {
    const branches = branchesResponseSchema.parse((await call(api, FRAME_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body).data;
    return branches.find((branch) => branch.names.en === 'Sufra - Olaya')?.id ?? 0;
  };

  it('answers a change it was not told about once the cached menu is older than its time-to-live', async () => {
    const clock = createTestClock('2025-01-08T17:00:00Z');
    const api = await startTestApi(suite.db, { clock: clock.now });
    try {
      olaya = await olayaOf(api);
      expect(await karakPrice(api)).toBe(10.35);
      // As if another instance changed the price and its message never arrived.
      await suite.db.query('UPDATE menu_items SET price_minor = 1050 WHERE id = $1', [KARAK]);
      clock.advance(ANSWER_CACHE_TTL_MS - 1000);
      expect(await karakPrice(api)).toBe(10.35);
      clock.advance(1000);
      expect(await karakPrice(api)).toBe(10.5);
    } finally {
      await api.app.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? describe : describe.skip)('through redis', () => {
    let first: TestApi;
    let second: TestApi;

    beforeAll(async () => {
      first = await startTestApi(suite.db, { redisUrl });
      second = await startTestApi(suite.db, { redisUrl });
      olaya = await olayaOf(first);
    });

    afterAll(async () => {
      await first?.app.close();
      await second?.app.close();
    });

    it('empties the other instance cached menus when an operator changes an item through one', async () => {
      expect(await karakPrice(second)).toBe(10.35);
      const response = await call(first, operatorMenuItemPath(KARAK), {
        method: 'PUT',
        headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
        body: JSON.stringify({ price: 11 }),
      });
      expect(response.status).toBe(204);
      // The message travels through redis: the second instance answers the new price once it has heard it.
      while ((await karakPrice(second)) !== 11) await new Promise((resolve) => setImmediate(resolve));
      expect(await karakPrice(second)).toBe(11);
    });
  });
});
