import { PUSH_PATHS, apiErrorSchema, pushPublicKeySchema } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { VAPID, expectCode, usePushSuite } from '../testing/push-suite';
import { call, startTestApi, storefrontHeaders } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { partyOf, waitingCalls } from '../testing/waiting-calls';

describe.each(testDatabases())('web push subscriptions on $label', (database) => {
  const push = usePushSuite(database);
  const { suite, clock, subscribe, rowsOf } = push;

  describe('the public key and the subscription calls', () => {
    it('answers the VAPID public key; without keys null, and subscribing is a 503 push_not_configured', async () => {
      const key = await call(suite.api, PUSH_PATHS.publicKey, { headers: storefrontHeaders(SUFRA) });
      expect(pushPublicKeySchema.parse(key.body)).toEqual({ public_key: VAPID.publicKey });
      const unconfigured = await startTestApi(suite.db, { clock: clock.now });
      try {
        const none = await call(unconfigured, PUSH_PATHS.publicKey, { headers: storefrontHeaders(SUFRA) });
        expect(none.body).toEqual({ public_key: null });
        const entry = await waitingCalls(suite.api).join(SUFRA, partyOf(push.malqa.branchId, push.malqa.areaId, 1));
        const refused = await customerCall(unconfigured, SUFRA, null, PUSH_PATHS.subscriptions, {
          method: 'POST',
          body: {
            subscription: push.service.browser('unconfigured').subscription,
            target: { kind: 'waiting', token: entry.id },
            lang: 'ar',
          },
        });
        expectCode(refused, 503, 'push_not_configured');
      } finally {
        await unconfigured.app.close();
        await push.resetWaiting();
      }
    });

    it('refuses a bad body with 400 and a message naming the field', async () => {
      const browser = push.service.browser('bad-body');
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
        const entry = await waitingCalls(suite.api).join(SUFRA, partyOf(push.malqa.branchId, push.malqa.areaId, 2));
        const browser = push.service.browser('strict');
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
        await push.resetWaiting();
      }
    });
  });
});
