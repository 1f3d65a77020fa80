import {
  CART_PATHS,
  FRAME_PATHS,
  HEADERS,
  MENU_PATHS,
  OPERATOR_KEY_HEADER,
  apiErrorSchema,
  branchesResponseSchema,
  cartProblemsResponseSchema,
  cartResponseSchema,
  menuItemResponseSchema,
  operatorMenuItemPath,
  type Cart,
  type MenuItem,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders } from '../testing/test-app';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const jsonHeaders = (tenant: DemoTenant) => ({ ...storefrontHeaders(tenant), 'content-type': 'application/json' });

describe.each(testDatabases())('carts on $label', (database) => {
  const suite = useTestApi(database);
  let olaya: number;
  let kabsa: MenuItem;

  const optionId = (item: MenuItem, group: string, option: string): number => {
    const found = item.option_groups
      .find((candidate) => candidate.names.en === group)
      ?.options.find((candidate) => candidate.names.en === option);
    if (!found) throw new Error(`no option ${group}/${option}`);
    return found.id;
  };
  const create = async (tenant: DemoTenant = SUFRA): Promise<Cart> => {
    const response = await call(suite.api, CART_PATHS.carts, { method: 'POST', headers: storefrontHeaders(tenant) });
    expect(response.status).toBe(201);
    return cartResponseSchema.parse(response.body).data;
  };
  const put = (cartId: string, body: unknown, tenant: DemoTenant = SUFRA) =>
    call(suite.api, CART_PATHS.cart(cartId), { method: 'PUT', headers: jsonHeaders(tenant), body: JSON.stringify(body) });
  const reopen = (cartId: string, tenant: DemoTenant = SUFRA) =>
    call(suite.api, CART_PATHS.cart(cartId), { headers: storefrontHeaders(tenant) });
  const operatorPut = (id: number, body: unknown) =>
    call(suite.api, operatorMenuItemPath(id), {
      method: 'PUT',
      headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const kabsaLine = () => ({
    item_id: 101,
    quantity: 2,
    option_ids: [optionId(kabsa, 'Size', 'Half'), optionId(kabsa, 'Extras', 'Laban')],
    notes: 'No onions',
  });

  beforeAll(async () => {
    const branches = branchesResponseSchema.parse(
      (await call(suite.api, FRAME_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    olaya = branches.find((branch) => branch.names.en === 'Sufra - Olaya')?.id ?? 0;
    const item = await call(suite.api, MENU_PATHS.item(101), { headers: storefrontHeaders(SUFRA), query: { branch_id: String(olaya) } });
    kabsa = menuItemResponseSchema.parse(item.body).data;
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('creates an empty cart', async () => {
    const cart = await create();
    expect(cart).toMatchObject({
      branch_id: null,
      order_type: null,
      currency: 'SAR',
      lines: [],
      subtotal: 0,
      vat: 0,
      total: 0,
      removed: [],
      repriced: [],
    });
  });

  it('prices the lines on the server, the VAT inside a Saudi tenant’s prices', async () => {
    const cart = await create();
    const response = await put(cart.cart_id, {
      branch_id: olaya,
      order_type: 'pickup',
      lines: [kabsaLine(), { item_id: 161, quantity: 3 }],
    });
    expect(response.status).toBe(200);
    const priced = cartResponseSchema.parse(response.body).data;
    expect(priced.lines.map((line) => [line.item_id, line.unit_price, line.total, line.notes])).toEqual([
      [101, 58.08, 116.16, 'No onions'],
      [161, 13.8, 41.4, ''],
    ]);
    expect(priced.lines[0]?.options.map((option) => option.names.en)).toEqual(['Half', 'Laban']);
    expect(priced.lines[1]?.options).toEqual([]);
    // The total is the sum of the prices shown; 157.56 × 15/115 of it is VAT.
    expect(priced).toMatchObject({ subtotal: 157.56, delivery_fee: 0, vat_percent: 15, vat_included: true, vat: 20.55, total: 157.56 });
    expect(cartResponseSchema.parse((await reopen(cart.cart_id)).body).data).toEqual(priced);
  });

  it('adds the delivery fee of the zone and checks its minimum order', async () => {
    const cart = await create();
    const location = { latitude: 24.6907, longitude: 46.6853 };
    const response = await put(cart.cart_id, {
      branch_id: olaya,
      order_type: 'delivery',
      ...location,
      lines: [{ item_id: 161, quantity: 2 }],
    });
    expect(cartResponseSchema.parse(response.body).data).toMatchObject({
      subtotal: 27.6,
      delivery_fee: 11.5,
      vat: 5.1,
      total: 39.1,
      minimum_order: 57.5,
      minimum_order_met: false,
    });
    const outside = await put(cart.cart_id, { branch_id: olaya, order_type: 'delivery', latitude: 24.8, longitude: 46.6, lines: [] });
    expect(outside.status).toBe(422);
    expect(apiErrorSchema.parse(outside.body).message).toBe('Delivery is not available for this location.');
    const noLocation = await put(cart.cart_id, { branch_id: olaya, order_type: 'delivery', lines: [] });
    expect(noLocation.status).toBe(400);
  });

  it('answers 400 with the problems of each line', async () => {
    const cart = await create();
    const response = await put(cart.cart_id, {
      branch_id: olaya,
      order_type: 'pickup',
      lines: [
        { item_id: 101, quantity: 11 },
        { item_id: 161, quantity: 1 },
        { item_id: 104, quantity: 1 },
        { item_id: 501, quantity: 1 },
      ],
    });
    expect(response.status).toBe(400);
    const problems = cartProblemsResponseSchema.parse(response.body);
    expect(problems.lines).toEqual({
      0: [{ code: 'quantity_out_of_range' }, { code: 'option_required', group_id: kabsa.option_groups[0]?.id }],
      2: [{ code: 'item_not_found' }],
      3: [{ code: 'item_not_found' }],
    });
  });

  it('refuses a price sent by the client and notes longer than 500', async () => {
    const cart = await create();
    const priced = await put(cart.cart_id, { branch_id: olaya, order_type: 'pickup', lines: [{ item_id: 161, quantity: 1, price: 0.01 }] });
    expect(priced.status).toBe(400);
    const notes = await put(cart.cart_id, {
      branch_id: olaya,
      order_type: 'pickup',
      lines: [{ item_id: 161, quantity: 1, notes: 'x'.repeat(501) }],
    });
    expect(notes.status).toBe(400);
    const huge = await put(cart.cart_id, { branch_id: 99999999999, order_type: 'pickup', lines: [{ item_id: 99999999999, quantity: 1 }] });
    expect(huge.status).toBe(400);
    expect(apiErrorSchema.parse(huge.body).errors).toEqual(
      expect.objectContaining({ branch_id: expect.any(Array), lines: expect.any(Array) }),
    );
  });

  it('reopens against the current menu: reprices and removes', async () => {
    const cart = await create();
    await put(cart.cart_id, { branch_id: olaya, order_type: 'pickup', lines: [kabsaLine(), { item_id: 164, quantity: 2 }] });
    try {
      expect((await operatorPut(101, { price: 40 })).status).toBe(204);
      expect((await operatorPut(164, { available: false })).status).toBe(204);
      const reopened = cartResponseSchema.parse((await reopen(cart.cart_id)).body).data;
      expect(reopened.removed).toEqual([{ item_id: 164, message: 'Item not found' }]);
      expect(reopened.repriced).toEqual([{ item_id: 101, old_price: 58.08, new_price: 61.28 }]);
      expect(reopened.lines.map((line) => [line.item_id, line.total])).toEqual([[101, 122.56]]);
      expect(reopened.subtotal).toBe(122.56);
      const again = cartResponseSchema.parse((await reopen(cart.cart_id)).body).data;
      expect(again).toMatchObject({ removed: [], repriced: [], subtotal: 122.56 });
    } finally {
      await operatorPut(101, { price: 36.8 });
      await operatorPut(164, { available: true });
    }
  });

  it('prices a scheduled-only item like any other (the delivery time is checked when the order is placed)', async () => {
    const camel = menuItemResponseSchema.parse(
      (await call(suite.api, MENU_PATHS.item(103), { headers: storefrontHeaders(SUFRA), query: { branch_id: String(olaya) } })).body,
    ).data;
    expect(camel.scheduled_only).toBe(true);
    const quarter = { item_id: 103, quantity: 2, option_ids: [optionId(camel, 'Size', 'Quarter')] };
    for (const orderType of ['delivery', 'dine_in'] as const) {
      const cart = await create();
      const location = orderType === 'delivery' ? { latitude: 24.6907, longitude: 46.6853 } : {};
      const response = await put(cart.cart_id, { branch_id: olaya, order_type: orderType, ...location, lines: [quarter] });
      expect(response.status).toBe(200);
      const priced = cartResponseSchema.parse(response.body).data;
      expect(priced.lines.map((line) => [line.item_id, line.unit_price, line.total])).toEqual([[103, camel.price, camel.price * 2]]);
      expect(cartResponseSchema.parse((await reopen(cart.cart_id)).body).data).toMatchObject({ removed: [], subtotal: camel.price * 2 });
    }
  });

  it('keeps a cart to its tenant', async () => {
    const cart = await create();
    expect((await reopen(cart.cart_id, NILE)).status).toBe(404);
    expect((await put(cart.cart_id, { branch_id: olaya, order_type: 'pickup', lines: [] }, NILE)).status).toBe(404);
    expect(apiErrorSchema.parse((await reopen('00000000-0000-4000-8000-000000000000')).body).message).toBe('Cart not found');
    expect((await reopen('not-a-cart')).status).toBe(404);
    const nileCart = await create(NILE);
    expect((await put(nileCart.cart_id, { branch_id: olaya, order_type: 'pickup', lines: [] }, NILE)).status).toBe(404);
  });
});
