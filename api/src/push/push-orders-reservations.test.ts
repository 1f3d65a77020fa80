import { AUTH_PATHS, RESERVATION_PATHS, reservationBranchesResponseSchema } from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { reservationCalls } from '../testing/reservation-calls';
import { SUNDAY_NOON, expectCode, usePushSuite } from '../testing/push-suite';
import { call, storefrontHeaders } from '../testing/test-app';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { PUSH_SUBSCRIBE_IP_LIMIT, PUSH_SUBSCRIPTION_CAPS } from './push-limits';

const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };

describe.each(testDatabases())('web push of orders and reservations on $label', (database) => {
  const push = usePushSuite(database);
  const { suite, clock, subscribe, rowsOf, targetRows, pushedEndpoints } = push;

  describe('orders and reservations', () => {
    let sara: string;
    let omar: string;
    let kingFahd: number;
    beforeAll(async () => {
      clock.set(SUNDAY_NOON);
      sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230001' })).token;
      omar = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230002' })).token;
      const branches = reservationBranchesResponseSchema.parse(
        (await call(suite.api, RESERVATION_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
      ).data;
      kingFahd = branches.find((branch) => branch.names.en === 'Sufra - King Fahd Road')?.id ?? 0;
    }, DATABASE_SETUP_TIMEOUT_MS);
    beforeEach(() => clock.advance(60_000));

    const placeOrder = async (token: string, key: string) => {
      const calls = orderCalls(suite.api, SUFRA);
      return (await calls.placedPickup(token, key, { payment_method: 'cash' }, [HUMMUS])).order;
    };

    it("authorizes an order as its GET does: no token 401, another customer's or tenant's 404", async () => {
      const order = await placeOrder(sara, 'push-authz-0001');
      const browser = push.service.browser('order-authz');
      expectCode(await subscribe(SUFRA, null, browser, { kind: 'order', order_id: order.id }, 'ar'), 401, 'customer_token_invalid');
      expectCode(await subscribe(SUFRA, omar, browser, { kind: 'order', order_id: order.id }, 'ar'), 404, 'order_not_available');
      expectCode(await subscribe(SUFRA, sara, browser, { kind: 'order', order_id: order.id + 100_000 }, 'ar'), 404, 'order_not_available');
      const nileCustomer = (await loginWithCode(suite.api, NILE, { country_code: 'EG', mobile: '01012340001' })).token;
      expectCode(await subscribe(NILE, nileCustomer, browser, { kind: 'order', order_id: order.id }, 'ar'), 404, 'order_not_available');
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([]);
    });

    it("pushes every status change of an order in the subscription's language, opening the order page", async () => {
      const order = await placeOrder(sara, 'push-order-0001');
      const browser = push.service.browser('order-en');
      expect((await subscribe(SUFRA, sara, browser, { kind: 'order', order_id: order.id }, 'en')).status).toBe(201);
      const calls = orderCalls(suite.api, SUFRA);
      expect((await calls.operator(order.id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
      const accepted = await push.service.nth(browser, 1);
      expect(accepted.message).toEqual({
        title: 'Sufra',
        body: `Order #${order.number}: Your order is being prepared in the kitchen.`,
        icon: '/app-icons/192.png',
        url: `/en/order/${order.id}`,
        tag: `order-${order.id}`,
      });
      expect(accepted.headers.urgency).toBe('normal');
      expect((await calls.operator(order.id, 'ready')).status).toBe(200);
      expect((await push.service.nth(browser, 2)).message.body).toBe(`Order #${order.number}: Your order is ready.`);
    });

    it("pushes a reservation's confirmation, cancellation and refund; another customer's is 404", async () => {
      const reservations = reservationCalls(suite.api, SUFRA);
      const booked = await reservations.book(sara, kingFahd, '2026-03-04', '19:00');
      expect(booked.status).toBe('pending_payment');
      const arabic = push.service.browser('reservation-ar');
      expectCode(
        await subscribe(SUFRA, omar, arabic, { kind: 'reservation', reservation_id: booked.id }, 'ar'),
        404,
        'reservation_not_found',
      );
      expect((await subscribe(SUFRA, sara, arabic, { kind: 'reservation', reservation_id: booked.id }, 'ar')).status).toBe(201);
      const page = new URL(booked.payment_url ?? '').pathname;
      await fetch(`${suite.api.url}${page}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        redirect: 'manual',
      });
      const session = page.split('/').at(-1) ?? '';
      expect(
        (await customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.confirmPayment(booked.id, session), { method: 'POST' })).status,
      ).toBe(200);
      expect((await push.service.nth(arabic, 1)).message).toEqual({
        title: 'سفرة',
        body: `تم تأكيد حجزك رقم ${booked.id}.`,
        icon: '/app-icons/192.png',
        url: `/reservations/${booked.id}`,
        tag: `reservation-${booked.id}`,
      });
      expect((await reservations.staff(booked.id, 'cancel', { reason: 'Kitchen maintenance' })).status).toBe(200);
      expect((await push.service.nth(arabic, 2)).message.body).toBe(`أُلغي حجزك رقم ${booked.id} وأُعيد إليك العربون.`);

      const unpaid = await reservations.book(sara, kingFahd, '2026-03-05', '19:00');
      const english = push.service.browser('reservation-en');
      expect((await subscribe(SUFRA, sara, english, { kind: 'reservation', reservation_id: unpaid.id }, 'en')).status).toBe(201);
      expect((await reservations.cancel(sara, unpaid.id)).status).toBe(200);
      expect((await push.service.nth(english, 1)).message).toMatchObject({
        body: `Your reservation #${unpaid.id} was cancelled.`,
        url: `/en/reservations/${unpaid.id}`,
      });
    });

    it(`limits subscribing to ${PUSH_SUBSCRIBE_IP_LIMIT.max} per address in ${PUSH_SUBSCRIBE_IP_LIMIT.windowMs / 60_000} minutes: then 429 with Retry-After`, async () => {
      clock.advance(PUSH_SUBSCRIBE_IP_LIMIT.windowMs);
      const browser = push.service.browser('limited');
      const target = { kind: 'waiting', token: 'B'.repeat(32) };
      const answers = await Promise.all(
        Array.from({ length: PUSH_SUBSCRIBE_IP_LIMIT.max }, () => subscribe(SUFRA, null, browser, target, 'ar')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(PUSH_SUBSCRIBE_IP_LIMIT.max).fill(404));
      const refused = await subscribe(SUFRA, null, browser, target, 'ar');
      expectCode(refused, 429, 'too_many_requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      clock.advance(PUSH_SUBSCRIBE_IP_LIMIT.windowMs);
    });

    it("forgets the customer's subscriptions on sign out on every device", async () => {
      const order = await placeOrder(omar, 'push-signout-0001');
      const browser = push.service.browser('signout');
      expect((await subscribe(SUFRA, omar, browser, { kind: 'order', order_id: order.id }, 'ar')).status).toBe(201);
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([
        expect.objectContaining({ target_kind: 'order', customer_id: expect.any(Number) }),
      ]);
      expect((await customerCall(suite.api, SUFRA, omar, AUTH_PATHS.logoutEverywhere, { method: 'POST' })).status).toBe(200);
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([]);
      expect((await orderCalls(suite.api, SUFRA).operator(order.id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
      await suite.api.app.realtime.push.settled();
      expect(push.service.received.filter((push) => push.browser === 'signout')).toEqual([]);
    });

    it(`keeps the newest ${PUSH_SUBSCRIPTION_CAPS.perTarget} subscriptions of an order: 30 at once, and a status change pushes to ${PUSH_SUBSCRIPTION_CAPS.perTarget}`, async () => {
      const layla = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230003' })).token;
      const order = await placeOrder(layla, 'push-cap-0001');
      const browsers = Array.from({ length: 30 }, (_, index) => push.service.browser(`order-crowd-${index}`));
      const answers = await Promise.all(
        browsers.map((browser) => subscribe(SUFRA, layla, browser, { kind: 'order', order_id: order.id }, 'en')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(browsers.map(() => 201));
      const kept = await targetRows('order', order.id);
      expect(kept).toHaveLength(PUSH_SUBSCRIPTION_CAPS.perTarget);
      expect((await orderCalls(suite.api, SUFRA).operator(order.id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
      await suite.api.app.realtime.push.settled();
      const pushed = pushedEndpoints(browsers);
      expect(pushed.sort()).toEqual(kept.map((row) => row.endpoint).sort());
    });

    it(`keeps the newest ${PUSH_SUBSCRIPTION_CAPS.perCustomer} subscriptions of a customer across their orders: the oldest go`, async () => {
      clock.advance(PUSH_SUBSCRIBE_IP_LIMIT.windowMs);
      const khalid = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230004' })).token;
      const orders = [
        await placeOrder(khalid, 'push-cap-0002'),
        await placeOrder(khalid, 'push-cap-0003'),
        await placeOrder(khalid, 'push-cap-0004'),
      ];
      const made: string[] = [];
      for (const order of orders)
        for (let index = 0; index < 8; index += 1) {
          const browser = push.service.browser(`customer-crowd-${order.id}-${index}`);
          expect((await subscribe(SUFRA, khalid, browser, { kind: 'order', order_id: order.id }, 'ar')).status).toBe(201);
          made.push(browser.subscription.endpoint);
        }
      const kept = await suite.db.query<{ endpoint: string }>(
        'SELECT s.endpoint FROM push_subscriptions s JOIN orders o ON o.id = s.target_id WHERE s.target_kind = $1 AND o.id = ANY($2::int[]) ORDER BY s.id',
        ['order', orders.map((order) => order.id)],
      );
      expect(kept.map((row) => row.endpoint)).toEqual(made.slice(made.length - PUSH_SUBSCRIPTION_CAPS.perCustomer));
    });
  });
});
