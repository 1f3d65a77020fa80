import { PUSH_PATHS, apiErrorSchema } from '@storefront/shared/contracts';
import webPush from 'web-push';
import { SUFRA } from '../seed/tenants/sufra';
import type { DemoTenant } from '../seed/demo-tenant';
import { customerCall } from './account-calls';
import { startPushServiceStandIn, type PushServiceStandIn, type TestBrowser } from './push-service-stand-in';
import type { TestResponse } from './test-app';
import { createTestClock } from './test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from './test-databases';
import { useTestApi } from './test-suite';
import { UNLIMITED_JOINS, waitingCalls } from './waiting-calls';
import { rememberWaitingLists } from './waiting-list-reset';

export const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:push-test@storefront.invalid' };
/** Sunday 12:00 in Riyadh: branches open for orders and reservations. */
export const SUNDAY_NOON = '2026-03-01T12:00:00+03:00';
/** A Wednesday evening the waiting lists are open. */
export const WAITING_EVENING = '2025-01-08T20:00:00+03:00';

export const expectCode = (response: TestResponse, status: number, code: string) => {
  expect(response.status).toBe(status);
  const error = apiErrorSchema.parse(response.body);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
};

/**
 * The web push tests' api (VAPID keys, loopback push endpoints allowed) with a push service stand-in:
 * after each test nothing is in flight and every request the stand-in got passed its checks.
 */
export const usePushSuite = (database: TestDatabase) => {
  const clock = createTestClock(WAITING_EVENING);
  const suite = useTestApi(database, {
    clock: clock.now,
    devOutbox: true,
    waitingJoinLimits: UNLIMITED_JOINS,
    vapid: VAPID,
    pushLoopbackHttp: true,
  });
  const push = {
    clock,
    suite,
    service: null as unknown as PushServiceStandIn,
    resetWaiting: null as unknown as () => Promise<void>,
    malqa: { branchId: 0, areaId: 0 },
    subscribe: (tenant: DemoTenant, token: string | null, browser: TestBrowser, target: unknown, lang: 'ar' | 'en') =>
      customerCall(suite.api, tenant, token, PUSH_PATHS.subscriptions, {
        method: 'POST',
        body: { subscription: browser.subscription, target, lang },
      }),
    rowsOf: async (endpoint: string) =>
      suite.db.query<{ target_kind: string; target_id: number; lang: string; customer_id: number | null }>(
        'SELECT target_kind, target_id, lang, customer_id FROM push_subscriptions WHERE endpoint = $1 ORDER BY id',
        [endpoint],
      ),
    targetRows: (kind: string, id: number) =>
      suite.db.query<{ endpoint: string }>(
        'SELECT endpoint FROM push_subscriptions WHERE target_kind = $1 AND target_id = $2 ORDER BY id',
        [kind, id],
      ),
    /** The endpoints of `browsers` that were sent a push. */
    pushedEndpoints: (browsers: TestBrowser[]) =>
      browsers
        .filter((browser) => push.service.received.some((pushed) => pushed.browser === browser.name))
        .map((browser) => browser.subscription.endpoint),
    smsTo: async (mobile: string) =>
      (await suite.db.query<{ text: string }>("SELECT text FROM sms_outbox WHERE recipient = '+966' || $1 ORDER BY id", [mobile])).map(
        (row) => row.text,
      ),
  };

  beforeAll(async () => {
    push.service = await startPushServiceStandIn();
    push.resetWaiting = await rememberWaitingLists(suite.db);
    const ids = await waitingCalls(suite.api).ids(SUFRA, 'Sufra - Al Malqa');
    push.malqa = { branchId: ids.branchId, areaId: ids.areaIds['Main hall']! };
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterEach(async () => {
    await suite.api.app.realtime.push.settled();
    expect(push.service.refused).toEqual([]);
  });
  afterAll(async () => {
    await push.service?.close();
  });
  return push;
};
