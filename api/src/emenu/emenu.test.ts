import {
  API_PATHS,
  EMENU_PATHS,
  HEADERS,
  OPERATOR_KEY_HEADER,
  apiErrorSchema,
  emenuBranchesResponseSchema,
  emenuResponseSchema,
  operatorMenuItemPath,
  type EMenu,
} from '@storefront/shared/contracts';
import { legacyRedirect } from '@storefront/shared/site';
import type { DemoTenant } from '../seed/demo-tenant';
import { SUFRA_ALL_BRANCHES_EMENU_UUID, SUFRA_OLAYA_EMENU_UUID } from '../seed/emenu/demo-emenus';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

// The first calls of a fresh database (PGlite compiling its queries) are slow on a busy machine.
jest.setTimeout(30_000);

describe.each(testDatabases())('the electronic menu on $label', (database) => {
  const suite = useTestApi(database);

  const get = (tenant: DemoTenant, path: string, query?: Record<string, string>) =>
    call(suite.api, path, { headers: storefrontHeaders(tenant), ...(query ? { query } : {}) });
  const emenu = async (path: string, tenant: DemoTenant = SUFRA, query?: Record<string, string>): Promise<EMenu> => {
    const response = await get(tenant, path, query);
    expect(response.status).toBe(200);
    return emenuResponseSchema.parse(response.body).data;
  };
  const item = (menu: EMenu, id: number) => menu.groups.flatMap((group) => group.items).find((candidate) => candidate.id === id);

  it("answers a branch's e-menu by its QR uuid: the ordering menu's items, their allergens named with icons, and the ordering link", async () => {
    const menu = await emenu(EMENU_PATHS.branch(SUFRA_OLAYA_EMENU_UUID));
    expect(menu.branch).toMatchObject({ uuid: SUFRA_OLAYA_EMENU_UUID, names: { en: 'Sufra - Olaya' } });
    expect(menu).toMatchObject({ order_type: null, currency: 'SAR', ordering_type: 'dine_in', feedback_photo_required: false });
    expect(item(menu, 133)).toMatchObject({ calories: expect.any(Number), allergens: ['gluten', 'dairy'] });
    expect(menu.allergens).toContainEqual({ code: 'shellfish', names: { ar: 'القشريات', en: 'Shellfish' }, icon: '🦐' });
    const named = new Set(menu.allergens.map((allergen) => allergen.code));
    for (const group of menu.groups) for (const dish of group.items) for (const code of dish.allergens) expect(named).toContain(code);
  });

  it('answers a branch by id for one order type, and only the types it serves', async () => {
    const olaya = (await emenu(EMENU_PATHS.branch(SUFRA_OLAYA_EMENU_UUID))).branch.id;
    const delivery = await emenu(EMENU_PATHS.branchById(olaya), SUFRA, { order_type: 'delivery' });
    expect(delivery).toMatchObject({ order_type: 'delivery', ordering_type: 'delivery' });
    const kingFahd = (await emenu(EMENU_PATHS.branch('5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b02'))).branch.id;
    expect((await get(SUFRA, EMENU_PATHS.branchById(kingFahd), { order_type: 'dine_in' })).status).toBe(422);
    expect((await emenu(EMENU_PATHS.branchById(kingFahd))).ordering_type).toBeNull();
  });

  it('lists the branches of a multi-branch uuid, each with the uuid of its own e-menu', async () => {
    const response = await get(SUFRA, EMENU_PATHS.branches(SUFRA_ALL_BRANCHES_EMENU_UUID));
    const branches = emenuBranchesResponseSchema.parse(response.body).data;
    expect(branches.map((branch) => branch.uuid)).toEqual([
      SUFRA_OLAYA_EMENU_UUID,
      '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b02',
      '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b03',
    ]);
    for (const branch of branches) expect((await get(SUFRA, EMENU_PATHS.branch(branch.uuid))).status).toBe(200);
  });

  it("answers 404 for an unknown or malformed uuid, a uuid of the other kind, and another tenant's uuid", async () => {
    for (const path of [
      EMENU_PATHS.branch('5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b77'),
      EMENU_PATHS.branch('olaya-e-menu'),
      EMENU_PATHS.branch(SUFRA_ALL_BRANCHES_EMENU_UUID),
      EMENU_PATHS.branches(SUFRA_OLAYA_EMENU_UUID),
      EMENU_PATHS.branchById('99999'),
      EMENU_PATHS.branchById('id-8'),
    ]) {
      const response = await get(SUFRA, path);
      expect([path, response.status, apiErrorSchema.parse(response.body).code]).toEqual([path, 404, 'emenu_not_found']);
    }
    expect((await get(NILE, EMENU_PATHS.branch(SUFRA_OLAYA_EMENU_UUID))).status).toBe(404);
    expect((await get(NILE, EMENU_PATHS.branches(SUFRA_ALL_BRANCHES_EMENU_UUID))).status).toBe(404);
    expect((await call(suite.api, EMENU_PATHS.branch(SUFRA_OLAYA_EMENU_UUID))).status).toBe(401);
  });

  it('follows a menu change at once: the cached e-menu is emptied with the ordering menus', async () => {
    const price = async () => item(await emenu(EMENU_PATHS.branch(SUFRA_OLAYA_EMENU_UUID)), 162)?.price;
    const put = (body: unknown) =>
      call(suite.api, operatorMenuItemPath(162), {
        method: 'PUT',
        headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await price()).toBe(10.35);
    expect((await put({ price: 11.5 })).status).toBe(204);
    expect(await price()).toBe(11.5);
    expect((await put({ price: 10.35 })).status).toBe(204);
    expect(await price()).toBe(10.35);
  });

  it("sends sufra's legacy /emenu/7 to the Olaya e-menu and /emenu/9 and /table/{code} to its table pages; nile has none", async () => {
    const settingsOf = async (tenant: DemoTenant) => {
      const response = await get(tenant, API_PATHS.settings, { groups: 'website', jsonVal: 'true' });
      const rows = (response.body as { data: { key: string; value: unknown }[] }).data;
      return new Map(rows.map((row) => [row.key, row.value]));
    };
    const sufra = await settingsOf(SUFRA);
    const target = legacyRedirect('/emenu/7', sufra);
    expect(target).toBe(`/menu/e/branch/${SUFRA_OLAYA_EMENU_UUID}`);
    expect((await get(SUFRA, EMENU_PATHS.branch(target!.split('/').pop()!))).status).toBe(200);
    expect(legacyRedirect('/emenu/9', sufra)).toBe('https://tables.sufra.example/table-session/9');
    expect(legacyRedirect('/table/T12', sufra)).toBe('https://tables.sufra.example/session-by-table/T12');
    expect(legacyRedirect('/emenu/8', sufra)).toBeNull();
    const nile = await settingsOf(NILE);
    expect(legacyRedirect('/emenu/7', nile)).toBeNull();
    expect(legacyRedirect('/table/T12', nile)).toBeNull();
  });
});
