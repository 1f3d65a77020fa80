import {
  HEADERS,
  MENU_PATHS,
  MENU_UPDATED_EVENT,
  OPERATOR_KEY_HEADER,
  apiErrorSchema,
  branchesResponseSchema,
  deliveryDistrictsResponseSchema,
  deliveryZoneResponseSchema,
  FRAME_PATHS,
  menuItemResponseSchema,
  menuResponseSchema,
  menuUpdatedPayloadSchema,
  operatorMenuItemPath,
  type Menu,
  type MenuItem,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { connectSocket, nextEvent, recordEvents } from '../testing/socket-client';
import { call, storefrontHeaders } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const itemsOf = (menu: Menu): MenuItem[] => menu.groups.flatMap((group) => group.items);

describe.each(testDatabases())('menus and delivery zones on $label', (database) => {
  const suite = useTestApi(database);
  const sockets: Socket[] = [];

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  const branchId = async (tenant: DemoTenant, name: string): Promise<number> => {
    const response = await call(suite.api, FRAME_PATHS.branches, { headers: storefrontHeaders(tenant) });
    const branch = branchesResponseSchema.parse(response.body).data.find((candidate) => candidate.names.en === name);
    if (!branch) throw new Error(`no branch ${name}`);
    return branch.id;
  };
  const menu = async (tenant: DemoTenant, branch: number, orderType: string): Promise<Menu> => {
    const response = await call(suite.api, MENU_PATHS.menu(branch), {
      headers: storefrontHeaders(tenant),
      query: { order_type: orderType },
    });
    expect(response.status).toBe(200);
    return menuResponseSchema.parse(response.body).data;
  };

  describe('menu', () => {
    it('gives every demo dish a picture the api serves', async () => {
      for (const tenant of [SUFRA, NILE]) {
        const first = await menu(tenant, await branchId(tenant, tenant === SUFRA ? 'Sufra - Olaya' : 'Nile Kitchen - Zamalek'), 'pickup');
        const images = new Set(itemsOf(first).map((item) => item.image));
        expect([...images].every((image) => image?.startsWith(`/media/${tenant.name}/dish-`))).toBe(true);
        for (const image of images) expect((await call(suite.api, image!)).status).toBe(200);
      }
    });

    it('answers the seeded bilingual menu with item 101, group 12 and option groups', async () => {
      const olaya = await branchId(SUFRA, 'Sufra - Olaya');
      const answer = await menu(SUFRA, olaya, 'delivery');
      expect(answer).toMatchObject({ branch_id: olaya, order_type: 'delivery', currency: 'SAR' });
      expect(answer.groups.length).toBeGreaterThanOrEqual(6);
      expect(itemsOf(answer).length).toBeGreaterThanOrEqual(30);
      expect(answer.groups.map((group) => group.id)).toContain(12);
      const kabsa = itemsOf(answer).find((item) => item.id === 101);
      expect(kabsa).toMatchObject({ names: { ar: 'كبسة دجاج', en: 'Chicken Kabsa' }, price: 36.8, available: true });
      expect(kabsa?.option_groups.map((group) => [group.names.en, group.required, group.min, group.max])).toEqual([
        ['Size', true, 1, 1],
        ['Extras', false, 0, 3],
      ]);
      expect(kabsa?.option_groups.map((group) => group.options.map((option) => option.names.en))).toEqual([
        ['Quarter', 'Half', 'Whole'],
        ['Daqqus sauce', 'Laban', 'Green salad', 'Extra rice'],
      ]);
    });

    it('filters by branch and order type, and shows what is sold out', async () => {
      const olaya = await branchId(SUFRA, 'Sufra - Olaya');
      const malqa = await branchId(SUFRA, 'Sufra - Al Malqa');
      const olayaItems = itemsOf(await menu(SUFRA, olaya, 'curbside'));
      // The family platter is not sold for curbside; shrimp kabsa is sold out at Olaya.
      expect(olayaItems.map((item) => item.id)).not.toContain(115);
      expect(olayaItems.find((item) => item.id === 104)?.available).toBe(false);
      expect(itemsOf(await menu(SUFRA, olaya, 'delivery')).map((item) => item.id)).toContain(115);
      const malqaItems = itemsOf(await menu(SUFRA, malqa, 'delivery'));
      expect(malqaItems.map((item) => item.id)).not.toContain(114);
      expect(malqaItems.find((item) => item.id === 104)?.available).toBe(true);
    });

    it('answers the Egyptian menu in EGP', async () => {
      const zamalek = await branchId(NILE, 'Nile Kitchen - Zamalek');
      const answer = await menu(NILE, zamalek, 'pickup');
      expect(answer.currency).toBe('EGP');
      expect(itemsOf(answer).map((item) => item.names.en)).toContain('Koshari');
    });

    it('answers 422 for an order type the branch does not take, 404 for another tenant branch, 400 without a type', async () => {
      const zamalek = await branchId(NILE, 'Nile Kitchen - Zamalek');
      const notTaken = await call(suite.api, MENU_PATHS.menu(zamalek), {
        headers: storefrontHeaders(NILE),
        query: { order_type: 'dine_in' },
      });
      expect(notTaken.status).toBe(422);
      expect(apiErrorSchema.parse(notTaken.body).message).toBe('Menu is not available now.');
      const foreign = await call(suite.api, MENU_PATHS.menu(zamalek), {
        headers: storefrontHeaders(SUFRA),
        query: { order_type: 'pickup' },
      });
      expect(foreign.status).toBe(404);
      const untyped = await call(suite.api, MENU_PATHS.menu(zamalek), { headers: storefrontHeaders(NILE), query: { order_type: 'drone' } });
      expect(untyped.status).toBe(400);
      expect(apiErrorSchema.parse(untyped.body).errors).toHaveProperty('order_type');
    });

    it('answers one item for a branch, 404 for an item of another tenant', async () => {
      const olaya = await branchId(SUFRA, 'Sufra - Olaya');
      const response = await call(suite.api, MENU_PATHS.item(101), {
        headers: storefrontHeaders(SUFRA),
        query: { branch_id: String(olaya) },
      });
      expect(menuItemResponseSchema.parse(response.body).data.names.en).toBe('Chicken Kabsa');
      const foreign = await call(suite.api, MENU_PATHS.item(501), {
        headers: storefrontHeaders(SUFRA),
        query: { branch_id: String(olaya) },
      });
      expect(foreign.status).toBe(404);
      expect(apiErrorSchema.parse(foreign.body).message).toBe('Item not found');
      const noBranch = await call(suite.api, MENU_PATHS.item(101), { headers: storefrontHeaders(SUFRA) });
      expect(noBranch.status).toBe(400);
    });
  });

  describe('operator item changes', () => {
    const put = (tenant: DemoTenant, id: number | string, body: unknown) =>
      call(suite.api, operatorMenuItemPath(id), {
        method: 'PUT',
        headers: { [HEADERS.tenant]: tenant.name, [OPERATOR_KEY_HEADER]: tenant.operatorKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    afterEach(async () => {
      await put(SUFRA, 162, { available: true, price: 10.35 });
    });

    it('forgets the cached menu and tells the tenant room only', async () => {
      const olaya = await branchId(SUFRA, 'Sufra - Olaya');
      const karak = async () => itemsOf(await menu(SUFRA, olaya, 'pickup')).find((item) => item.id === 162);
      expect(await karak()).toMatchObject({ price: 10.35, available: true });
      const sufra = await connectSocket(suite.api.url, { tenant: 'sufra', app_token: SUFRA.appToken });
      const nile = await connectSocket(suite.api.url, { tenant: 'nile', app_token: NILE.appToken });
      sockets.push(sufra, nile);
      const nileEvents = recordEvents(nile);
      const updated = nextEvent(sufra, MENU_UPDATED_EVENT);
      expect((await put(SUFRA, 162, { available: false, price: 10.5 })).status).toBe(204);
      expect(menuUpdatedPayloadSchema.parse(await updated)).toEqual({ item_id: 162 });
      expect(await karak()).toMatchObject({ price: 10.5, available: false });
      const marker = nextEvent(nile, 'marker');
      suite.api.app.realtime.emit('nile', 'menus_nile', 'marker');
      await marker;
      expect(nileEvents).toEqual([{ event: 'marker', payload: {} }]);
    });

    it('answers 404 for an item of another tenant and 400 for a bad body', async () => {
      expect((await put(SUFRA, 501, { available: false })).status).toBe(404);
      const bad = await put(SUFRA, 162, { price: -1 });
      expect(bad.status).toBe(400);
      expect(apiErrorSchema.parse(bad.body).errors).toHaveProperty('price');
      expect((await put(SUFRA, 162, {})).status).toBe(400);
    });
  });

  describe('delivery zone', () => {
    const lookup = (tenant: DemoTenant, latitude: string, longitude: string) =>
      call(suite.api, MENU_PATHS.deliveryZone, { headers: storefrontHeaders(tenant), query: { latitude, longitude } });

    it('answers the branch and zone covering the location, on its edge too', async () => {
      const inside = await lookup(SUFRA, '24.6907', '46.6853');
      expect(inside.status).toBe(200);
      const answer = deliveryZoneResponseSchema.parse(inside.body).data;
      expect(answer.branch.names.en).toBe('Sufra - Olaya');
      expect(answer.zone).toMatchObject({ fee: 11.5, minimum_order: 57.5, eta_minutes: 35 });
      const edge = deliveryZoneResponseSchema.parse((await lookup(SUFRA, '24.8', '46.57')).body).data;
      expect(edge.branch.names.en).toBe('Sufra - Al Malqa');
    });

    it('answers 422 outside every zone and for another tenant zone', async () => {
      for (const [tenant, latitude, longitude] of [
        [SUFRA, '24.5', '46.9'],
        [SUFRA, '30.0626', '31.2197'],
        [NILE, '24.6907', '46.6853'],
      ] as const) {
        const response = await lookup(tenant, latitude, longitude);
        expect(response.status).toBe(422);
        expect(apiErrorSchema.parse(response.body)).toEqual({
          code: 'delivery_not_available',
          message: 'Delivery is not available for this location.',
        });
      }
    });

    it('answers 400 for a location that is not one', async () => {
      expect((await lookup(SUFRA, '91', '46')).status).toBe(400);
      expect((await lookup(SUFRA, 'abc', '46')).status).toBe(400);
    });

    it("lists the tenant's districts, each with a point its own branch delivers to", async () => {
      for (const tenant of [SUFRA, NILE]) {
        const response = await call(suite.api, MENU_PATHS.deliveryZones, { headers: storefrontHeaders(tenant) });
        const districts = deliveryDistrictsResponseSchema.parse(response.body).data;
        expect(districts.length).toBeGreaterThanOrEqual(2);
        for (const district of districts) {
          const covering = deliveryZoneResponseSchema.parse(
            (await lookup(tenant, String(district.latitude), String(district.longitude))).body,
          ).data;
          expect(covering.zone.id).toBe(district.id);
          expect(covering.branch.id).toBe(district.branch_id);
        }
      }
      const sufra = deliveryDistrictsResponseSchema.parse(
        (await call(suite.api, MENU_PATHS.deliveryZones, { headers: storefrontHeaders(SUFRA) })).body,
      );
      expect(sufra.data.map((district) => district.names.en)).toEqual(['Olaya & Sulaimaniyah', 'Al Wurud & Al Muruj', 'Al Malqa & Hittin']);
    });
  });
});
