import { OPERATOR_WAITING_PATHS, PUSH_PATHS, type WaitingEntry } from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { VAPID, WAITING_EVENING, expectCode, usePushSuite } from '../testing/push-suite';

import { testDatabases } from '../testing/test-databases';
import { partyOf, waitingCalls } from '../testing/waiting-calls';
import { PUSH_SUBSCRIBE_IP_LIMIT, PUSH_SUBSCRIPTION_CAPS } from './push-limits';

describe.each(testDatabases())('web push of the waiting list on $label', (database) => {
  const push = usePushSuite(database);
  const { suite, clock, subscribe, rowsOf, targetRows, pushedEndpoints, smsTo } = push;

  describe('the waiting list', () => {
    beforeEach(() => clock.set(WAITING_EVENING));
    afterEach(async () => {
      await suite.api.app.realtime.push.settled();
      await push.resetWaiting();
    });
    const join = (n: number, headers: Record<string, string> = {}): Promise<WaitingEntry> =>
      waitingCalls(suite.api).join(SUFRA, partyOf(push.malqa.branchId, push.malqa.areaId, n), headers);
    const callNext = () =>
      waitingCalls(suite.api).operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callNext(push.malqa.branchId), {
        area_id: push.malqa.areaId,
      });
    const entryId = async (token: string) =>
      (await suite.db.query<{ id: number }>('SELECT id FROM waiting_entries WHERE token = $1', [token]))[0]!.id;

    it('subscribes by the entry token only: a wrong token or another tenant is 404; the same subscription again keeps one row', async () => {
      const entry = await join(11);
      const browser = push.service.browser('waiting-authz');
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
      const browser = push.service.browser('waiting-parallel');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => subscribe(SUFRA, null, browser, { kind: 'waiting', token: entry.id }, 'en')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      expect(await rowsOf(browser.subscription.endpoint)).toHaveLength(1);
    });

    it('pushes "your turn" (urgent) in each browser\'s language instead of the SMS, and "called again"', async () => {
      const entry = await join(13);
      const arabic = push.service.browser('turn-ar');
      const english = push.service.browser('turn-en');
      expect((await subscribe(SUFRA, null, arabic, { kind: 'waiting', token: entry.id }, 'ar')).status).toBe(201);
      expect((await subscribe(SUFRA, null, english, { kind: 'waiting', token: entry.id }, 'en')).status).toBe(201);
      expect((await callNext()).status).toBe(200);
      const [ar, en] = await Promise.all([push.service.nth(arabic, 1), push.service.nth(english, 1)]);
      const id = await entryId(entry.id);
      expect(ar.message).toEqual({
        title: 'سفرة',
        body: 'حان دورك الآن في سفرة - الملقا! تفضل إلى الاستقبال.',
        icon: '/app-icons/192.png',
        url: `/waiting-list/branch/${push.malqa.branchId}/${entry.id}`,
        tag: `waiting-${id}`,
      });
      expect(en.message).toEqual({
        title: 'Sufra',
        body: 'Your turn now at Sufra - Al Malqa! Please come to the host stand.',
        icon: '/app-icons/192.png',
        url: `/en/waiting-list/branch/${push.malqa.branchId}/${entry.id}`,
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
      expect((await push.service.nth(english, 2)).message.body).toBe(
        'Calling you again at Sufra - Al Malqa: please come to the host stand now.',
      );
      expect((await push.service.nth(arabic, 2)).message.body).toBe('نناديك مرة أخرى في سفرة - الملقا: تفضل إلى الاستقبال الآن.');
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
      const failing = push.service.browser('turn-500');
      const gone = push.service.browser('turn-410');
      push.service.answer(failing, 500);
      push.service.answer(gone, 410);
      expect((await subscribe(SUFRA, null, failing, { kind: 'waiting', token: entry.id }, 'ar')).status).toBe(201);
      expect((await subscribe(SUFRA, null, gone, { kind: 'waiting', token: entry.id }, 'ar')).status).toBe(201);
      expect((await callNext()).status).toBe(200);
      await Promise.all([push.service.nth(failing, 1), push.service.nth(gone, 1)]);
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
      const browser = push.service.browser('unsubscribe');
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
      const browsers = Array.from({ length: 30 }, (_, index) => push.service.browser(`crowd-${index}`));
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
});
