import {
  API_PATHS,
  FRAME_PATHS,
  HEADERS,
  OPERATOR_KEY_HEADER,
  OPERATOR_SETTINGS_PATH,
  humanCheckChallengeResponseSchema,
  tenantLookupResponseSchema,
  type HostedHumanCheckProvider,
} from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { postJson } from '../testing/customer-login';
import { HCAPTCHA_TEST_KEYS, startHcaptchaStandIn } from '../testing/hcaptcha-stand-in';
import type { SiteverifyStandIn } from '../testing/siteverify-stand-in';
import { call, startTestApi, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { TURNSTILE_TEST_KEYS, startTurnstileStandIn } from '../testing/turnstile-stand-in';

const PROVIDERS: { provider: HostedHumanCheckProvider; keys: typeof TURNSTILE_TEST_KEYS; start: () => Promise<SiteverifyStandIn> }[] = [
  { provider: 'turnstile', keys: TURNSTILE_TEST_KEYS, start: startTurnstileStandIn },
  { provider: 'hcaptcha', keys: HCAPTCHA_TEST_KEYS, start: startHcaptchaStandIn },
];
const HUMAN_CHECK_FAILED = 'Wrong Data, Please complete the human validation';
const DAY = 24 * 60 * 60_000;

describe.each(testDatabases())('the hosted human checks against stand-ins of their siteverify, on $label', (database) => {
  describe.each(PROVIDERS)('$provider', ({ provider, keys, start }) => {
    let stand: SiteverifyStandIn;
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const suite = useTestApi(database, async () => {
      stand = await start();
      return {
        clock: clock.now,
        humanCheckProvider: provider,
        humanCheckSettings: {
          [provider]: {
            secretKey: keys.secretKey,
            siteKey: keys.siteKey,
            verifyUrl: stand.verifyUrl,
            scriptUrl: stand.scriptUrl,
            timeoutMs: 2000,
          },
        },
      };
    });
    afterAll(() => stand.close());
    // A day apart: the contact form's limit of messages per address never carries over.
    beforeEach(() => clock.advance(DAY));
    afterEach(() => {
      stand.fault = null;
    });

    const challenge = async (tenant = SUFRA) => {
      const answer = await call(suite.api, FRAME_PATHS.humanCheck, { headers: storefrontHeaders(tenant) });
      expect(answer.status).toBe(200);
      return humanCheckChallengeResponseSchema.parse(answer.body).data;
    };
    const contact = (human_check: { key: string; answer: string }, tenant = SUFRA) =>
      postJson(suite.api, tenant, FRAME_PATHS.contactMessages, {
        name: 'Sara',
        email: 'sara@example.com',
        country_code: 'SA',
        mobile: '0551234567',
        message: 'Do you cater for weddings?',
        human_check,
      });
    const setSiteKey = (value: string) =>
      call(suite.api, OPERATOR_SETTINGS_PATH, {
        method: 'PUT',
        headers: { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'human_check.site_key', value }),
      });

    it("names the widget, the platform's site key and the script; a tenant's own site key once the restaurant sets it", async () => {
      const first = await challenge();
      expect(first).toMatchObject({ kind: 'widget', provider, sandbox: false, site_key: keys.siteKey, script_url: stand.scriptUrl });
      expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
      expect((await challenge()).key).not.toBe(first.key);

      expect((await setSiteKey(keys.tenantSiteKey)).status).toBe(200);
      expect(await challenge()).toMatchObject({ site_key: keys.tenantSiteKey });
      expect(await challenge(NILE)).toMatchObject({ site_key: keys.siteKey });
      const lookup = await call(suite.api, `${API_PATHS.tenantLookup}?host=sufra.localhost`);
      expect(tenantLookupResponseSchema.parse(lookup.body).data.human_check).toEqual({ provider, script_url: stand.scriptUrl });
      expect((await setSiteKey('')).status).toBe(200);
      expect(await challenge()).toMatchObject({ site_key: keys.siteKey });
      expect((await setSiteKey('<script>')).status).toBe(400);
    });

    it("takes a solved widget's token once, through siteverify with the platform's secret", async () => {
      const { key } = await challenge();
      const token = stand.issue(keys.siteKey);
      expect((await contact({ key, answer: token })).status).toBe(201);
      const sent = stand.verifications().at(-1);
      expect(sent).toMatchObject({ secret: keys.secretKey, response: token });
      if (provider === 'turnstile') expect(sent?.idempotency_key).toBe(key);
      else expect(sent?.sitekey).toBe(keys.siteKey);

      // The same token again, with a new key: refused here, without asking the provider.
      const calls = stand.verifications().length;
      const replay = await contact({ key: (await challenge()).key, answer: token });
      expect(replay).toMatchObject({ status: 400, body: { message: HUMAN_CHECK_FAILED, errors: { human_check: [expect.any(String)] } } });
      expect(stand.verifications()).toHaveLength(calls);
    });

    it('refuses a token the provider does not know, and one it took already (its own single use)', async () => {
      const made = await contact({ key: (await challenge()).key, answer: 'made-up-token' });
      expect(made).toMatchObject({ status: 400, body: { message: HUMAN_CHECK_FAILED } });

      // The provider took this token from someone else: its reuse code, a refusal.
      const token = stand.issue(keys.siteKey);
      const elsewhere = await fetch(stand.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: keys.secretKey, response: token }),
      });
      expect(await elsewhere.json()).toMatchObject({ success: true });
      const reused = await contact({ key: (await challenge()).key, answer: token });
      expect(reused).toMatchObject({ status: 400, body: { message: HUMAN_CHECK_FAILED } });
    });

    it.each([
      ['answers 503', 'server_error'],
      ['does not answer in time', 'stall'],
    ] as const)('answers 503 human_check_unavailable, never a pass, when siteverify %s', async (_case, fault) => {
      stand.fault = fault;
      const answer = await contact({ key: (await challenge()).key, answer: stand.issue(keys.siteKey) });
      expect(answer).toMatchObject({
        status: 503,
        body: {
          code: 'human_check_unavailable',
          message: 'The human check could not be verified right now. Please try again in a moment.',
        },
      });
    });

    it("answers 503 when siteverify refuses the platform's own secret (a misconfiguration, not the customer)", async () => {
      // A second api over the same database, with a secret siteverify does not know.
      const wrong = await startTestApi(suite.db, {
        clock: clock.now,
        humanCheckProvider: provider,
        humanCheckSettings: {
          [provider]: { secretKey: 'not-the-secret', siteKey: keys.siteKey, verifyUrl: stand.verifyUrl, scriptUrl: stand.scriptUrl },
        },
      });
      try {
        const { key } = humanCheckChallengeResponseSchema.parse(
          (await call(wrong, FRAME_PATHS.humanCheck, { headers: storefrontHeaders(SUFRA) })).body,
        ).data;
        const answer = await postJson(wrong, SUFRA, FRAME_PATHS.contactMessages, {
          name: 'Sara',
          email: 'sara@example.com',
          country_code: 'SA',
          mobile: '0551234567',
          message: 'Hello',
          human_check: { key, answer: stand.issue(keys.siteKey) },
        });
        expect(answer).toMatchObject({ status: 503, body: { code: 'human_check_unavailable' } });
      } finally {
        await wrong.app.close();
      }
    });
  });
});
