import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  API_PATHS,
  FIRST_PAINT_SETTINGS_GROUPS,
  FRAME_PATHS,
  HEADERS,
  MENU_PATHS,
  OPERATOR_EVENTS_PATH,
  OPERATOR_KEY_HEADER,
  RELOAD_EVENT,
  branchesResponseSchema,
  menuResponseSchema,
  operatorMenuItemPath,
  settingsResponseSchema,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders, type TestApi } from '../testing/test-app';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

/** Karak tea: 9 SAR in the seed. */
const KARAK = 162;
const SEEDED_PRICE_MINOR = 900;
const SITE_NAME = 'general.site_name';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET whose body is left as sent (fetch would decode it), to see the encoding the api chose. */
const rawGet = (api: TestApi, path: string, headers: Record<string, string>): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(`${api.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

describe.each(testDatabases())('prepared first-visit answers on $label', (database) => {
  const suite = useTestApi(database);
  let olaya: number;

  beforeAll(async () => {
    const branches = await call(suite.api, FRAME_PATHS.branches, { headers: storefrontHeaders(SUFRA) });
    olaya = branchesResponseSchema.parse(branches.body).data.find((branch) => branch.names.en === 'Sufra - Olaya')?.id ?? 0;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    await suite.db.query('UPDATE menu_items SET price_minor = $2 WHERE id = $1', [KARAK, SEEDED_PRICE_MINOR]);
  });

  const menuPath = () => `${MENU_PATHS.menu(olaya)}?order_type=pickup`;
  // The selection the shell server asks for (the storefront's selections are the ones kept ready).
  const settingsPath = `${API_PATHS.settings}?groups=${FIRST_PAINT_SETTINGS_GROUPS.join(',')}&jsonVal=true`;
  const get = (tenant: DemoTenant, path: string, headers: Record<string, string> = {}) =>
    rawGet(suite.api, path, { ...storefrontHeaders(tenant), ...headers });
  const asJson = (answer: RawAnswer): unknown => JSON.parse(answer.bytes.toString('utf8'));
  const operatorHeaders = { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' };

  it.each([
    ['brotli', 'gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', 'gzip', gunzipSync],
    ['gzip when brotli is refused', 'br;q=0, gzip', 'gzip', gunzipSync],
    ['plain JSON', 'identity', undefined, (bytes: Buffer) => bytes],
  ])('answers the menu in %s as the client accepts, with the same strong ETag', async (_label, accept, encoding, decode) => {
    const plain = await get(SUFRA, menuPath(), { 'accept-encoding': 'identity' });
    const answer = await get(SUFRA, menuPath(), { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('accept-encoding, x-tenant');
    expect(answer.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(answer.headers.etag).toBe(plain.headers.etag);
    expect(decode(answer.bytes)).toEqual(plain.bytes);
    expect(menuResponseSchema.parse(asJson(plain)).data.branch_id).toBe(olaya);
  });

  it.each([
    ['the menu', () => menuPath()],
    ['the settings', () => settingsPath],
    ['the banners', () => `${API_PATHS.banners}?place=web`],
  ])('answers 304 without a body when the client has %s already', async (_label, path) => {
    const first = await get(SUFRA, path());
    const etag = String(first.headers.etag);
    const repeat = await get(SUFRA, path(), { 'if-none-match': etag });
    expect(repeat.status).toBe(304);
    expect(repeat.bytes).toHaveLength(0);
    expect(repeat.headers.etag).toBe(etag);
    expect((await get(SUFRA, path(), { 'if-none-match': '"something-older"' })).status).toBe(200);
  });

  it('answers a new ETag and body once an operator changed an item', async () => {
    const before = await get(SUFRA, menuPath(), { 'accept-encoding': 'identity' });
    const change = await call(suite.api, operatorMenuItemPath(KARAK), {
      method: 'PUT',
      headers: operatorHeaders,
      body: JSON.stringify({ price: 11 }),
    });
    expect(change.status).toBe(204);
    const after = await get(SUFRA, menuPath(), { 'if-none-match': String(before.headers.etag), 'accept-encoding': 'identity' });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const karak = menuResponseSchema
      .parse(asJson(after))
      .data.groups.flatMap((group) => group.items)
      .find((item) => item.id === KARAK);
    expect(karak?.price).toBe(11);
  });

  it('answers changed settings once the operator sent the tenant a reload', async () => {
    const before = await get(SUFRA, settingsPath, { 'accept-encoding': 'identity' });
    await suite.db.query(
      "UPDATE settings SET value = 'سفرة الجديدة' WHERE key = $1 AND tenant_id = (SELECT id FROM tenants WHERE name = 'sufra')",
      [SITE_NAME],
    );
    try {
      expect((await get(SUFRA, settingsPath, { 'if-none-match': String(before.headers.etag) })).status).toBe(304);
      const reload = await call(suite.api, OPERATOR_EVENTS_PATH, {
        method: 'POST',
        headers: operatorHeaders,
        body: JSON.stringify({ room: 'client_frontend', event: RELOAD_EVENT }),
      });
      expect(reload.status).toBe(202);
      const after = await get(SUFRA, settingsPath, { 'if-none-match': String(before.headers.etag), 'accept-encoding': 'identity' });
      expect(after.status).toBe(200);
      expect(settingsResponseSchema.parse(asJson(after)).data).toContainEqual({ key: SITE_NAME, value: 'سفرة الجديدة' });
    } finally {
      await suite.db.query(
        "UPDATE settings SET value = 'سفرة' WHERE key = $1 AND tenant_id = (SELECT id FROM tenants WHERE name = 'sufra')",
        [SITE_NAME],
      );
      await call(suite.api, OPERATOR_EVENTS_PATH, {
        method: 'POST',
        headers: operatorHeaders,
        body: JSON.stringify({ room: 'client_frontend', event: RELOAD_EVENT }),
      });
    }
  });

  it("answers each tenant its own cached settings, and another tenant's ETag is no match", async () => {
    const sufra = await get(SUFRA, settingsPath, { 'accept-encoding': 'identity' });
    const nile = await get(NILE, settingsPath, { 'if-none-match': String(sufra.headers.etag), 'accept-encoding': 'identity' });
    expect(nile.status).toBe(200);
    expect(nile.headers.etag).not.toBe(sufra.headers.etag);
    expect(settingsResponseSchema.parse(asJson(sufra)).data).toContainEqual({ key: SITE_NAME, value: 'سفرة' });
    expect(settingsResponseSchema.parse(asJson(nile)).data).not.toContainEqual({ key: SITE_NAME, value: 'سفرة' });
  });

  it('still refuses a wrong app token for a tenant it has cached', async () => {
    expect((await get(SUFRA, settingsPath)).status).toBe(200);
    const wrong = await call(suite.api, API_PATHS.settings, {
      query: 'groups=general',
      headers: { [HEADERS.tenant]: SUFRA.name, [HEADERS.appToken]: NILE.appToken },
    });
    expect(wrong.status).toBe(401);
  });

  it('answers 20 parallel first requests the same menu once the operator changed it', async () => {
    await call(suite.api, operatorMenuItemPath(KARAK), { method: 'PUT', headers: operatorHeaders, body: JSON.stringify({ price: 12 }) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(SUFRA, menuPath())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
  });
});
