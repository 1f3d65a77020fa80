import { SMS_SENDER_NAME_SETTING } from '@storefront/shared/contracts';
import { changeSetting } from '../content/content-service';
import type { StandInServer } from '../testing/provider-stand-in';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestDatabase } from '../testing/test-suite';
import { TWILIO_TEST_CREDENTIALS, startTwilioStandIn } from '../testing/twilio-stand-in';
import { UNIFONIC_TEST_APP_SID, startUnifonicStandIn } from '../testing/unifonic-stand-in';
import { operatorSmsFailures } from './sms-failure-service';
import { SmsNotSentError } from './sms-not-sent';
import { SMS_PROVIDERS, type SmsSettings } from './sms-providers';

const TIMEOUT_MS = 2000;
const TEXT = 'رمز التحقق الخاص بك في سفرة: 1234';

/** Each real provider: its stand-in, its settings pointing there, and the request its docs describe. */
const PROVIDERS = [
  {
    name: 'unifonic' as const,
    start: startUnifonicStandIn,
    settings: (url: string): SmsSettings => ({
      senderName: 'Storefront',
      unifonic: { apiUrl: url, appSid: UNIFONIC_TEST_APP_SID, timeoutMs: TIMEOUT_MS },
      twilio: null,
    }),
    path: '/rest/SMS/messages',
    authorization: undefined,
    form: (sender: string, to: string) => ({
      AppSid: UNIFONIC_TEST_APP_SID,
      Recipient: to.slice(1),
      Body: TEXT,
      responseType: 'JSON',
      SenderID: sender,
    }),
    /** A number the provider refuses, with its documented code and words. */
    refusal: { to: '+9665512', code: 'ER-04', message: 'Invalid destination number (too short)' },
  },
  {
    name: 'twilio' as const,
    start: startTwilioStandIn,
    settings: (url: string): SmsSettings => ({
      senderName: 'Storefront',
      unifonic: null,
      twilio: { ...TWILIO_TEST_CREDENTIALS, apiUrl: url, timeoutMs: TIMEOUT_MS },
    }),
    path: `/2010-04-01/Accounts/${TWILIO_TEST_CREDENTIALS.accountSid}/Messages.json`,
    authorization: `Basic ${Buffer.from(`${TWILIO_TEST_CREDENTIALS.accountSid}:${TWILIO_TEST_CREDENTIALS.authToken}`).toString('base64')}`,
    form: (sender: string, to: string) => ({ To: to, From: sender, Body: TEXT }),
    refusal: { to: '+9665512', code: '21211', message: "The 'To' number +9665512 is not a valid phone number." },
  },
];

describe.each(testDatabases())('the real SMS providers against stand-ins of their APIs on $label', (database) => {
  const suite = useTestDatabase(database);
  const clock = createTestClock('2026-11-22T09:00:00Z');
  let sufraId: number;
  let nileId: number;

  beforeAll(async () => {
    const rows = await suite.db.query<{ id: number; name: string }>("SELECT id, name FROM tenants WHERE name IN ('sufra', 'nile')");
    sufraId = rows.find((row) => row.name === 'sufra')?.id ?? 0;
    nileId = rows.find((row) => row.name === 'nile')?.id ?? 0;
    await changeSetting(suite.db, sufraId, SMS_SENDER_NAME_SETTING, 'Sufra');
  }, DATABASE_SETUP_TIMEOUT_MS);

  describe.each(PROVIDERS)('$name', (provider) => {
    let stand: StandInServer & { messages: unknown[] };
    let sender: ReturnType<(typeof SMS_PROVIDERS)['outbox']>;

    beforeAll(async () => {
      stand = await provider.start();
      sender = SMS_PROVIDERS[provider.name](suite.db, clock.now, provider.settings(stand.url));
    });
    afterAll(() => stand.close());
    beforeEach(() => clock.set('2026-11-22T09:00:00Z'));
    afterEach(() => {
      stand.fault = null;
    });

    const lastRequest = () => {
      const request = stand.requests.at(-1);
      if (!request) throw new Error('the stand-in received nothing');
      return {
        method: request.method,
        path: request.path,
        contentType: request.headers['content-type'],
        authorization: request.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(String(request.body))),
      };
    };
    const failuresOf = async (tenantId: number) =>
      (await operatorSmsFailures(suite.db, tenantId)).filter((failure) => failure.provider === provider.name);

    it("sends the documented request, from the tenant's own sender name, and records nothing", async () => {
      await sender.send({ tenantId: sufraId, to: '+966551234567', text: TEXT, code: '1234' });
      expect(lastRequest()).toEqual({
        method: 'POST',
        path: provider.path,
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        authorization: provider.authorization,
        form: provider.form('Sufra', '+966551234567'),
      });
      expect(stand.messages).toHaveLength(1);
      expect(await failuresOf(sufraId)).toEqual([]);
    });

    it("sends from the platform's sender name for a tenant without its own", async () => {
      await sender.send({ tenantId: nileId, to: '+201012345678', text: TEXT, code: null });
      expect(lastRequest().form).toEqual(provider.form('Storefront', '+201012345678'));
    });

    it("throws a refusal with the provider's code and words and records it with the number masked", async () => {
      const sent = sender.send({ tenantId: sufraId, to: provider.refusal.to, text: TEXT, code: '1234' });
      await expect(sent).rejects.toThrow(SmsNotSentError);
      await expect(sent).rejects.toMatchObject({
        provider: provider.name,
        errorCode: provider.refusal.code,
        message: provider.refusal.message,
      });
      expect((await failuresOf(sufraId))[0]).toEqual({
        id: expect.any(Number),
        provider: provider.name,
        error_code: provider.refusal.code,
        error_message: provider.refusal.message,
        destination: '+9665*12',
        created_at: '2026-11-22T09:00:00.000Z',
      });
    });

    it('throws and records a 5xx and a send that gets no answer in time', async () => {
      stand.fault = 'server_error';
      await expect(sender.send({ tenantId: nileId, to: '+201012345678', text: TEXT, code: null })).rejects.toMatchObject({
        errorCode: 'http_503',
      });
      stand.fault = 'stall';
      clock.advance(60_000);
      await expect(sender.send({ tenantId: nileId, to: '+201012345678', text: TEXT, code: null })).rejects.toMatchObject({
        errorCode: 'timeout',
      });
      const [timedOut, serverError] = await failuresOf(nileId);
      expect(timedOut).toMatchObject({ error_code: 'timeout', destination: '+2010******78', created_at: '2026-11-22T09:01:00.000Z' });
      expect(serverError).toMatchObject({ error_code: 'http_503', destination: '+2010******78' });
      // The other tenant's list does not show them.
      expect((await failuresOf(sufraId)).map((failure) => failure.error_code)).toEqual([provider.refusal.code]);
    });
  });
});
