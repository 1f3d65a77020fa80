import {
  AUTH_PATHS,
  OPERATOR_WAITING_PATHS,
  PUSH_PATHS,
  RESERVATION_PATHS,
  apiErrorSchema,
  pushPublicKeySchema,
  reservationBranchesResponseSchema,
  type WaitingEntry,
} from '@storefront/shared/contracts';
import webPush from 'web-push';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import type { DemoTenant } from '../seed/demo-tenant';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { startPushServiceStandIn, type PushServiceStandIn, type TestBrowser } from '../testing/push-service-stand-in';
import { reservationCalls } from '../testing/reservation-calls';
import { call, startTestApi, storefrontHeaders, type TestResponse } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { UNLIMITED_JOINS, partyOf, waitingCalls } from '../testing/waiting-calls';
import { PUSH_SUBSCRIBE_IP_LIMIT, PUSH_SUBSCRIPTION_CAPS } from './push-limits';
import { rememberWaitingLists } from '../testing/waiting-list-reset';

const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:push-test@storefront.invalid' };
/** Sunday 12:00 in Riyadh: branches open for orders and reservations. */
const SUNDAY_NOON = '2026-03-01T12:00:00+03:00';
/** A Wednesday evening the waiting lists are open. */
const WAITING_EVENING = '2025-01-08T20:00:00+03:00';
const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };

const expectCode = (response: TestResponse, status: number, code: string) => {
  expect(response.status).toBe(status);
  const error = apiErrorSchema.parse(response.body);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
};

describe.each(testDatabases())('web push on $label', (database) => {
  let service: PushServiceStandIn;
  const clock = createTestClock(WAITING_EVENING);
  const suite = useTestApi(database, {
    clock: clock.now,
    devOutbox: true,
    waitingJoinLimits: UNLIMITED_JOINS,
    vapid: VAPID,
    pushLoopbackHttp: true,
  });
  let resetWaiting: () => Promise<void>;
  let malqa: { branchId: number; areaId: number };

  beforeAll(async () => {
    service = await startPushServiceStandIn();
    resetWaiting = await rememberWaitingLists(suite.db);
    const ids = await waitingCalls(suite.api).ids(SUFRA, 'Sufra - Al Malqa');
    malqa = { branchId: ids.branchId, areaId: ids.areaIds['Main hall']! };
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterEach(async () => {
    // Nothing in flight leaks into the next test, and every request the stand-in got passed its checks.
    await suite.api.app.realtime.push.settled();
    expect(service.refused).toEqual([]);
  });
  afterAll(async () => {
    await service?.close();
  });

  const subscribe = (tenant: DemoTenant, token: string | null, browser: TestBrowser, target: unknown, lang: 'ar' | 'en') =>
    customerCall(suite.api, tenant, token, PUSH_PATHS.subscriptions, {
      method: 'POST',
      body: { subscription: browser.subscription, target, lang },
    });
  const rowsOf = async (endpoint: string) =>
    suite.db.query<{ target_kind: string; target_id: number; lang: string; customer_id: number | null }>(
      'SELECT target_kind, target_id, lang, customer_id FROM push_subscriptions WHERE endpoint = $1 ORDER BY id',
      [endpoint],
    );
  const targetRows = (kind: string, id: number) =>
    suite.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE target_kind = $1 AND target_id = $2 ORDER BY id', [
      kind,
      id,
    ]);
  /** The endpoints of `browsers` that were sent a push. */
  const pushedEndpoints = (browsers: TestBrowser[]) =>
    browsers
      .filter((browser) => service.received.some((push) => push.browser === browser.name))
      .map((browser) => browser.subscription.endpoint);
  const smsTo = async (mobile: string) =>
    (await suite.db.query<{ text: string }>("SELECT text FROM sms_outbox WHERE recipient = '+966' || $1 ORDER BY id", [mobile])).map(
      (row) => row.text,
    );

  describe('the public key and the subscription calls', () => {
    it('answers the VAPID public key; without keys null, and subscribing is a 503 push_not_configured', async () => {
      const key = await call(suite.api, PUSH_PATHS.publicKey, { headers: storefrontHeaders(SUFRA) });
      expect(pushPublicKeySchema.parse(key.body)).toEqual({ public_key: VAPID.publicKey });
      const unconfigured = await startTestApi(suite.db, { clock: clock.now });
      try {
        const none = await call(unconfigured, PUSH_PATHS.publicKey, { headers: storefrontHeaders(SUFRA) });
        expect(none.body).toEqual({ public_key: null });
        const entry = await waitingCalls(suite.api).join(SUFRA, partyOf(malqa.branchId, malqa.areaId, 1));
        const refused = await customerCall(unconfigured, SUFRA, null, PUSH_PATHS.subscriptions, {
          method: 'POST',
          body: { subscription: service.browser('unconfigured').subscription, target: { kind: 'waiting', token: entry.id }, lang: 'ar' },
        });
        expectCode(refused, 503, 'push_not_configured');
      } finally {
        await unconfigured.app.close();
        await resetWaiting();
      }
    });

    it('refuses a bad body with 400 and a message naming the field', async () => {
      const browser = service.browser('bad-body');
      const noKeys = await customerCall(suite.api, SUFRA, null, PUSH_PATHS.subscriptions, {
        method: 'POST',
        body: { subscription: { endpoint: browser.subscription.endpoint }, target: { kind: 'waiting', token: 'x'.repeat(32) }, lang: 'ar' },
      });
      expectCode(noKeys, 400, 'invalid_input');
      const foreignHttp = await subscribe(
        SUFRA,
        null,
        { ...browser, subscription: { ...browser.subscription, endpoint: 'http://push.example.com/x' } },
        { kind: 'waiting', token: 'x'.repeat(32) },
        'ar',
      );
      expectCode(foreignHttp, 400, 'invalid_input');
      const badKind = await subscribe(SUFRA, null, browser, { kind: 'table', id: 1 }, 'ar');
      expectCode(badKind, 400, 'invalid_input');
      const badLang = await subscribe(SUFRA, null, browser, { kind: 'waiting', token: 'x'.repeat(32) }, 'fr' as 'ar');
      expectCode(badLang, 400, 'invalid_input');
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([]);
    });

    it('accepts an http endpoint on loopback only where allowed (tests, development), and https only to a known push service: else 400', async () => {
      const strict = await startTestApi(suite.db, { clock: clock.now, vapid: VAPID });
      try {
        const entry = await waitingCalls(suite.api).join(SUFRA, partyOf(malqa.branchId, malqa.areaId, 2));
        const browser = service.browser('strict');
        const refused = await customerCall(strict, SUFRA, null, PUSH_PATHS.subscriptions, {
          method: 'POST',
          body: { subscription: browser.subscription, target: { kind: 'waiting', token: entry.id }, lang: 'ar' },
        });
        expectCode(refused, 400, 'invalid_input');
        expect(apiErrorSchema.parse(refused.body).message).toBe('subscription.endpoint must be an https URL.');
        expect(await rowsOf(browser.subscription.endpoint)).toEqual([]);
        // An https host that is no push service (the api would post to whatever the browser names).
        const internal = 'https://billing.internal.example/hook';
        const elsewhere = await customerCall(strict, SUFRA, null, PUSH_PATHS.subscriptions, {
          method: 'POST',
          body: { subscription: { ...browser.subscription, endpoint: internal }, target: { kind: 'waiting', token: entry.id }, lang: 'ar' },
        });
        expectCode(elsewhere, 400, 'invalid_input');
        expect(apiErrorSchema.parse(elsewhere.body).message).toBe('subscription.endpoint is not a known push service.');
        expect(await rowsOf(internal)).toEqual([]);
      } finally {
        await strict.app.close();
        await resetWaiting();
      }
    });
  });

  describe('the waiting list', () => {
    beforeEach(() => clock.set(WAITING_EVENING));
    afterEach(async () => {
      await suite.api.app.realtime.push.settled();
      await resetWaiting();
    });
    const join = (n: number, headers: Record<string, string> = {}): Promise<WaitingEntry> =>
      waitingCalls(suite.api).join(SUFRA, partyOf(malqa.branchId, malqa.areaId, n), headers);
    const callNext = () =>
      waitingCalls(suite.api).operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callNext(malqa.branchId), { area_id: malqa.areaId });
    const entryId = async (token: string) =>
      (await suite.db.query<{ id: number }>('SELECT id FROM waiting_entries WHERE token = $1', [token]))[0]!.id;

    it('subscribes by the entry token only: a wrong token or another tenant is 404; the same subscription again keeps one row', async () => {
      const entry = await join(11);
      const browser = service.browser('waiting-authz');
      expectCode(await subscribe(SUFRA, null, browser, { kind: 'waiting', token: 'A'.repeat(32) }, 'ar'), 404, 'waiting_entry_not_found');
      expectCode(await subscribe(NILE, null, browser, { kind: 'waiting', token: entry.id }, 'ar'), 404, 'waiting_entry_not_found');
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([]);
      const first = await subscribe(SUFRA, null, browser, { kind: 'waiting', token: entry.id }, 'ar');
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ subscribed: true });
      expect((await subscribe(SUFRA, null, browser, { kind: 'waiting', token: entry.id }, 'ar')).status).toBe(201);
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([
        { target_kind: 'waiting', target_id: await entryId(entry.id), lang: 'ar', customer_id: null },
      ]);
    });

    it('keeps one row for 20 parallel subscriptions of the same endpoint and target', async () => {
      const entry = await join(12);
      const browser = service.browser('waiting-parallel');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => subscribe(SUFRA, null, browser, { kind: 'waiting', token: entry.id }, 'en')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      expect(await rowsOf(browser.subscription.endpoint)).toHaveLength(1);
    });

    it('pushes "your turn" (urgent) in each browser\'s language instead of the SMS, and "called again"', async () => {
      const entry = await join(13);
      const arabic = service.browser('turn-ar');
      const english = service.browser('turn-en');
      expect((await subscribe(SUFRA, null, arabic, { kind: 'waiting', token: entry.id }, 'ar')).status).toBe(201);
      expect((await subscribe(SUFRA, null, english, { kind: 'waiting', token: entry.id }, 'en')).status).toBe(201);
      expect((await callNext()).status).toBe(200);
      const [ar, en] = await Promise.all([service.nth(arabic, 1), service.nth(english, 1)]);
      const id = await entryId(entry.id);
      expect(ar.message).toEqual({
        title: 'سفرة',
        body: 'حان دورك الآن في سفرة - الملقا! تفضل إلى الاستقبال.',
        icon: '/app-icons/192.png',
        url: `/waiting-list/branch/${malqa.branchId}/${entry.id}`,
        tag: `waiting-${id}`,
      });
      expect(en.message).toEqual({
        title: 'Sufra',
        body: 'Your turn now at Sufra - Al Malqa! Please come to the host stand.',
        icon: '/app-icons/192.png',
        url: `/en/waiting-list/branch/${malqa.branchId}/${entry.id}`,
        tag: `waiting-${id}`,
      });
      expect(ar.headers.urgency).toBe('high');
      expect(ar.vapidKey).toBe(VAPID.publicKey);
      expect(ar.claims.sub).toBe(VAPID.subject);
      await suite.api.app.realtime.push.settled();
      // A push was accepted: the SMS of the turn is not sent (the join's is).
      expect(await smsTo(partyOf(0, 0, 13).mobile)).toEqual([expect.stringMatching(/^سجلناك/)]);

      const again = await waitingCalls(suite.api).operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callAgain(id));
      expect(again.status).toBe(200);
      expect((await service.nth(english, 2)).message.body).toBe(
        'Calling you again at Sufra - Al Malqa: please come to the host stand now.',
      );
      expect((await service.nth(arabic, 2)).message.body).toBe('نناديك مرة أخرى في سفرة - الملقا: تفضل إلى الاستقبال الآن.');
    });

    it('refuses "called again" for a party not called (409) and another tenant\'s entry (404)', async () => {
      const entry = await join(14);
      const id = await entryId(entry.id);
      const operator = waitingCalls(suite.api).operatorSend;
      expectCode(await operator(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callAgain(id)), 409, 'waiting_not_called');
      expectCode(await operator(NILE, 'POST', OPERATOR_WAITING_PATHS.callAgain(id)), 404, 'waiting_entry_not_found');
    });

    it('texts "your turn" when no subscription took the push: a failing service, and a gone one (410) that is deleted', async () => {
      const entry = await join(15);
      const failing = service.browser('turn-500');
      const gone = service.browser('turn-410');
      service.answer(failing, 500);
      service.answer(gone, 410);
      expect((await subscribe(SUFRA, null, failing, { kind: 'waiting', token: entry.id }, 'ar')).status).toBe(201);
      expect((await subscribe(SUFRA, null, gone, { kind: 'waiting', token: entry.id }, 'ar')).status).toBe(201);
      expect((await callNext()).status).toBe(200);
      await Promise.all([service.nth(failing, 1), service.nth(gone, 1)]);
      await suite.api.app.realtime.push.settled();
      expect(await rowsOf(gone.subscription.endpoint)).toEqual([]);
      expect(await rowsOf(failing.subscription.endpoint)).toHaveLength(1);
      expect(await smsTo(partyOf(0, 0, 15).mobile)).toEqual([expect.stringMatching(/^سجلناك/), expect.stringMatching(/^حان دورك الآن/)]);
    });

    it('texts "your turn" as before when the entry has no subscription', async () => {
      await join(16);
      expect((await callNext()).status).toBe(200);
      expect(await smsTo(partyOf(0, 0, 16).mobile)).toEqual([expect.stringMatching(/^سجلناك/), expect.stringMatching(/^حان دورك الآن/)]);
    });

    it('forgets one target of the endpoint on unsubscribe with a target, every target without one (204)', async () => {
      const first = await join(17);
      const second = await join(18);
      const browser = service.browser('unsubscribe');
      for (const entry of [first, second])
        expect((await subscribe(SUFRA, null, browser, { kind: 'waiting', token: entry.id }, 'ar')).status).toBe(201);
      const unsubscribe = (body: object) => customerCall(suite.api, SUFRA, null, PUSH_PATHS.unsubscribe, { method: 'POST', body });
      const endpoint = browser.subscription.endpoint;
      // Another tenant's call with the same endpoint and target changes nothing here.
      expect((await customerCall(suite.api, NILE, null, PUSH_PATHS.unsubscribe, { method: 'POST', body: { endpoint } })).status).toBe(204);
      expect(await rowsOf(endpoint)).toHaveLength(2);
      expect((await unsubscribe({ endpoint, target: { kind: 'waiting', token: first.id } })).status).toBe(204);
      expect((await rowsOf(endpoint)).map((row) => row.target_id)).toEqual([await entryId(second.id)]);
      expect((await unsubscribe({ endpoint })).status).toBe(204);
      expect(await rowsOf(endpoint)).toEqual([]);
    });

    it(`keeps the newest ${PUSH_SUBSCRIPTION_CAPS.perTarget} subscriptions of an entry: 30 browsers at once, and its call pushes to ${PUSH_SUBSCRIPTION_CAPS.perTarget}`, async () => {
      // A window of subscribe slots of its own: the tests above took most of this address's.
      clock.advance(PUSH_SUBSCRIBE_IP_LIMIT.windowMs);
      const entry = await join(19);
      const browsers = Array.from({ length: 30 }, (_, index) => service.browser(`crowd-${index}`));
      const answers = await Promise.all(
        browsers.map((browser) => subscribe(SUFRA, null, browser, { kind: 'waiting', token: entry.id }, 'en')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(browsers.map(() => 201));
      const kept = await targetRows('waiting', await entryId(entry.id));
      expect(kept).toHaveLength(PUSH_SUBSCRIPTION_CAPS.perTarget);
      expect((await callNext()).status).toBe(200);
      await suite.api.app.realtime.push.settled();
      const pushed = pushedEndpoints(browsers);
      expect(pushed.sort()).toEqual(kept.map((row) => row.endpoint).sort());
    });
  });

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
      const browser = service.browser('order-authz');
      expectCode(await subscribe(SUFRA, null, browser, { kind: 'order', order_id: order.id }, 'ar'), 401, 'customer_token_invalid');
      expectCode(await subscribe(SUFRA, omar, browser, { kind: 'order', order_id: order.id }, 'ar'), 404, 'order_not_available');
      expectCode(await subscribe(SUFRA, sara, browser, { kind: 'order', order_id: order.id + 100_000 }, 'ar'), 404, 'order_not_available');
      const nileCustomer = (await loginWithCode(suite.api, NILE, { country_code: 'EG', mobile: '01012340001' })).token;
      expectCode(await subscribe(NILE, nileCustomer, browser, { kind: 'order', order_id: order.id }, 'ar'), 404, 'order_not_available');
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([]);
    });

    it("pushes every status change of an order in the subscription's language, opening the order page", async () => {
      const order = await placeOrder(sara, 'push-order-0001');
      const browser = service.browser('order-en');
      expect((await subscribe(SUFRA, sara, browser, { kind: 'order', order_id: order.id }, 'en')).status).toBe(201);
      const calls = orderCalls(suite.api, SUFRA);
      expect((await calls.operator(order.id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
      const accepted = await service.nth(browser, 1);
      expect(accepted.message).toEqual({
        title: 'Sufra',
        body: `Order #${order.number}: Your order is being prepared in the kitchen.`,
        icon: '/app-icons/192.png',
        url: `/en/order/${order.id}`,
        tag: `order-${order.id}`,
      });
      expect(accepted.headers.urgency).toBe('normal');
      expect((await calls.operator(order.id, 'ready')).status).toBe(200);
      expect((await service.nth(browser, 2)).message.body).toBe(`Order #${order.number}: Your order is ready.`);
    });

    it("pushes a reservation's confirmation, cancellation and refund; another customer's is 404", async () => {
      const reservations = reservationCalls(suite.api, SUFRA);
      const booked = await reservations.book(sara, kingFahd, '2026-03-04', '19:00');
      expect(booked.status).toBe('pending_payment');
      const arabic = service.browser('reservation-ar');
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
      expect((await service.nth(arabic, 1)).message).toEqual({
        title: 'سفرة',
        body: `تم تأكيد حجزك رقم ${booked.id}.`,
        icon: '/app-icons/192.png',
        url: `/reservations/${booked.id}`,
        tag: `reservation-${booked.id}`,
      });
      expect((await reservations.staff(booked.id, 'cancel', { reason: 'Kitchen maintenance' })).status).toBe(200);
      expect((await service.nth(arabic, 2)).message.body).toBe(`أُلغي حجزك رقم ${booked.id} وأُعيد إليك العربون.`);

      const unpaid = await reservations.book(sara, kingFahd, '2026-03-05', '19:00');
      const english = service.browser('reservation-en');
      expect((await subscribe(SUFRA, sara, english, { kind: 'reservation', reservation_id: unpaid.id }, 'en')).status).toBe(201);
      expect((await reservations.cancel(sara, unpaid.id)).status).toBe(200);
      expect((await service.nth(english, 1)).message).toMatchObject({
        body: `Your reservation #${unpaid.id} was cancelled.`,
        url: `/en/reservations/${unpaid.id}`,
      });
    });

    it(`limits subscribing to ${PUSH_SUBSCRIBE_IP_LIMIT.max} per address in ${PUSH_SUBSCRIBE_IP_LIMIT.windowMs / 60_000} minutes: then 429 with Retry-After`, async () => {
      clock.advance(PUSH_SUBSCRIBE_IP_LIMIT.windowMs);
      const browser = service.browser('limited');
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
      const browser = service.browser('signout');
      expect((await subscribe(SUFRA, omar, browser, { kind: 'order', order_id: order.id }, 'ar')).status).toBe(201);
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([
        expect.objectContaining({ target_kind: 'order', customer_id: expect.any(Number) }),
      ]);
      expect((await customerCall(suite.api, SUFRA, omar, AUTH_PATHS.logoutEverywhere, { method: 'POST' })).status).toBe(200);
      expect(await rowsOf(browser.subscription.endpoint)).toEqual([]);
      expect((await orderCalls(suite.api, SUFRA).operator(order.id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
      await suite.api.app.realtime.push.settled();
      expect(service.received.filter((push) => push.browser === 'signout')).toEqual([]);
    });

    it(`keeps the newest ${PUSH_SUBSCRIPTION_CAPS.perTarget} subscriptions of an order: 30 at once, and a status change pushes to ${PUSH_SUBSCRIPTION_CAPS.perTarget}`, async () => {
      const layla = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230003' })).token;
      const order = await placeOrder(layla, 'push-cap-0001');
      const browsers = Array.from({ length: 30 }, (_, index) => service.browser(`order-crowd-${index}`));
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
          const browser = service.browser(`customer-crowd-${order.id}-${index}`);
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
