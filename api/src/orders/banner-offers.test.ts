import {
  API_PATHS,
  CHECKOUT_PATHS,
  HEADERS,
  OPERATOR_KEY_HEADER,
  bannersResponseSchema,
  couponCheckResponseSchema,
  operatorOfferPath,
} from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

/** Chicken Kabsa, half (36.80 + 16.10 with VAT), twice; and four hummus (18.40 each). */
const KABSA = { item_id: 101, quantity: 2, option_ids: [2], notes: '' };
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };

describe.each(testDatabases())('a banner’s offer on $label', (database) => {
  let omar: string;
  let layla: string;
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let calls: ReturnType<typeof orderCalls>;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    omar = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '559876543' })).token;
    layla = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551112222' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);

  const halfOption = async (): Promise<number> =>
    (
      await suite.db.query<{ id: number }>(
        `SELECT o.id FROM menu_options o JOIN menu_option_groups g ON g.id = o.option_group_id
          WHERE g.item_id = 101 AND o.name_en = 'Half'`,
      )
    )[0]?.id ?? 0;
  const cartOf = async (lines: unknown[]) => calls.cart({ branch_id: 1, order_type: 'pickup', lines });
  const check = (token: string, cartId: string, code: string) => calls.post(token, CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code });

  it('comes with the banner that promises it, from the same record', async () => {
    const banners = bannersResponseSchema.parse(
      (await call(suite.api, API_PATHS.banners, { headers: storefrontHeaders(SUFRA), query: { place: 'web' } })).body,
    ).data;
    const popup = banners.find((banner) => banner.place === 'web_popup');
    expect(popup).toMatchObject({
      item_id: 101,
      title: { en: 'Family chicken kabsa, 20% off' },
      offer: { code: 'KABSA20', kind: 'percent', value: 20, item_id: 101, max_discount: null, ends_at: '2030-12-31T21:00:00.000Z' },
    });
    // A banner that advertises nothing carries no offer, and none names a discount it does not carry.
    expect(banners.filter((banner) => banner.place !== 'web_popup').map((banner) => banner.offer)).toEqual([null]);
    const namesADiscount = /[\d٠-٩]+\s*[%٪]|\boff\b|خصم/i;
    for (const banner of banners)
      expect({ banner: banner.id, promises: namesADiscount.test(`${banner.title.ar} ${banner.title.en}`) }).toEqual({
        banner: banner.id,
        promises: banner.offer !== null,
      });
  });

  it('takes 20% off the advertised dish only, in the check and in the order', async () => {
    const kabsa = { ...KABSA, option_ids: [await halfOption()] };
    const cartId = await cartOf([kabsa, HUMMUS]);
    // 2 × (36.80 + 16.10) = 105.80 of kabsa: 21.16 off; the hummus keeps its price.
    expect(couponCheckResponseSchema.parse((await check(omar, cartId, 'KABSA20')).body).data).toMatchObject({
      code: 'KABSA20',
      item_id: 101,
      discount: 21.16,
    });
    const { order } = await calls.placed(
      omar,
      { cart_id: cartId, delivery_time: 'asap', payment_method: 'cash', coupon_code: 'KABSA20', human_check: await calls.humanCheck() },
      'banner-offer-0001',
    );
    // 105.80 + 73.60 = 179.40 − 21.16 = 158.24, VAT inside.
    expect(order).toMatchObject({ subtotal: 179.4, discount: 21.16, coupon_code: 'KABSA20', total: 158.24, vat_included: true });
    // Once per customer.
    expect((await check(omar, await cartOf([kabsa]), 'KABSA20')).body).toMatchObject({ code: 'coupon_unavailable' });
  });

  it('takes its banner away when the offer ends or is switched off, so nothing promises what no longer applies', async () => {
    const bannerPlaces = async () =>
      bannersResponseSchema
        .parse((await call(suite.api, API_PATHS.banners, { headers: storefrontHeaders(SUFRA), query: { place: 'web' } })).body)
        .data.map((banner) => banner.place);
    expect(await bannerPlaces()).toContain('web_popup');
    const ends = new Date(clock.now().getTime() + 60_000);
    await suite.db.query(`UPDATE coupons SET ends_at = $1 WHERE code = 'KABSA20'`, [ends]);
    try {
      clock.advance(2 * 60_000); // past the offer's end and the banners' cached answer
      expect(await bannerPlaces()).toEqual(['web_slider']);
      await suite.db.query(`UPDATE coupons SET ends_at = '2030-12-31T21:00:00Z', active = false WHERE code = 'KABSA20'`);
      clock.advance(2 * 60_000);
      expect(await bannerPlaces()).toEqual(['web_slider']);
    } finally {
      await suite.db.query(`UPDATE coupons SET ends_at = '2030-12-31T21:00:00Z', active = true WHERE code = 'KABSA20'`);
      clock.set('2026-11-22T09:00:00Z');
    }
    expect(await bannerPlaces()).toContain('web_popup');
  });

  it('leaves the answers at once when the restaurant switches it off, and comes back when switched on', async () => {
    const switchOffer = (code: string, active: boolean, tenant = SUFRA) =>
      call(suite.api, operatorOfferPath(code), {
        method: 'PUT',
        headers: { [HEADERS.tenant]: tenant.name, [OPERATOR_KEY_HEADER]: tenant.operatorKey, 'content-type': 'application/json' },
        body: JSON.stringify({ active }),
      });
    const bannerPlaces = async () =>
      bannersResponseSchema
        .parse((await call(suite.api, API_PATHS.banners, { headers: storefrontHeaders(SUFRA), query: { place: 'web' } })).body)
        .data.map((banner) => banner.place);
    expect(await bannerPlaces()).toContain('web_popup');
    try {
      expect(await switchOffer('kabsa20', false)).toMatchObject({ status: 200, body: { data: { code: 'KABSA20', active: false } } });
      // No clock moved: the cached answer was forgotten.
      expect(await bannerPlaces()).toEqual(['web_slider']);
      expect((await check(omar, await cartOf([KABSA]), 'KABSA20')).body).toMatchObject({ code: 'coupon_unavailable' });
      // Another tenant's key cannot reach it, and an unknown code is a 404.
      expect((await switchOffer('KABSA20', true, NILE)).status).toBe(404);
      expect((await switchOffer('NOPE', true)).status).toBe(404);
      expect((await switchOffer('KABSA20', 'yes' as unknown as boolean)).status).toBe(400);
    } finally {
      expect((await switchOffer('KABSA20', true)).status).toBe(200);
    }
    expect(await bannerPlaces()).toContain('web_popup');
  });

  it('is not available for a cart without the dish, and not after its period', async () => {
    expect((await check(layla, await cartOf([HUMMUS]), 'KABSA20')).body).toEqual({
      code: 'coupon_unavailable',
      message: 'Coupon is not available or expired.',
    });
    await suite.db.query(`UPDATE coupons SET ends_at = $1 WHERE code = 'KABSA20'`, [clock.now()]);
    try {
      const kabsa = { ...KABSA, option_ids: [await halfOption()] };
      expect((await check(layla, await cartOf([kabsa]), 'KABSA20')).body).toMatchObject({ code: 'coupon_unavailable' });
    } finally {
      await suite.db.query(`UPDATE coupons SET ends_at = '2030-12-31T21:00:00Z' WHERE code = 'KABSA20'`);
    }
  });
});
