import {
  HEADERS,
  OPERATOR_KEY_HEADER,
  OPERATOR_SETTINGS_PATH,
  OPERATOR_SMS_FAILURES_PATH,
  apiErrorSchema,
  smsFailureListResponseSchema,
} from '@storefront/shared/contracts';
import { fetchSmsFailures, smsFailureLines } from '../cli/sms-failures-command';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { sendLoginCode } from '../testing/customer-login';
import { call } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { tableError } from '../testing/table-error';
import { useTestApi } from '../testing/test-suite';
import { smsThroughUnifonic, startUnifonicStandIn, type UnifonicStandIn } from '../testing/unifonic-stand-in';

const operatorHeaders = (tenant: DemoTenant) => ({
  [HEADERS.tenant]: tenant.name,
  [OPERATOR_KEY_HEADER]: tenant.operatorKey,
  'content-type': 'application/json',
});

describe.each(testDatabases())('login codes through a real SMS provider, and its failures, on $label', (database) => {
  let stand: UnifonicStandIn;
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, async () => {
    stand = await startUnifonicStandIn(['Storefront', 'Sufra']);
    return {
      clock: clock.now,
      ...smsThroughUnifonic(stand),
    };
  });
  afterAll(() => stand?.close());
  afterEach(() => {
    stand.fault = null;
  });

  const setSenderName = (tenant: DemoTenant, value: string) =>
    call(suite.api, OPERATOR_SETTINGS_PATH, {
      method: 'PUT',
      headers: operatorHeaders(tenant),
      body: JSON.stringify({ key: 'sms.sender_name', value }),
    });
  const failures = async (tenant: DemoTenant) => {
    const answer = await call(suite.api, OPERATOR_SMS_FAILURES_PATH, { headers: operatorHeaders(tenant) });
    expect(answer.status).toBe(200);
    return smsFailureListResponseSchema.parse(answer.body).data;
  };
  const notSent = tableError('The code could not be sent, please try again.');

  it("sends the code from the platform's sender name, then from the one the restaurant set", async () => {
    expect((await sendLoginCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).status).toBe(200);
    expect(stand.messages.at(-1)).toEqual({ senderId: 'Storefront', recipient: '966551234567', body: expect.stringContaining('سفرة') });

    expect((await setSenderName(SUFRA, 'Sufra')).body).toEqual({ data: { key: 'sms.sender_name', value: 'Sufra' } });
    expect((await sendLoginCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230001' })).status).toBe(200);
    expect(stand.messages.at(-1)).toMatchObject({ senderId: 'Sufra', recipient: '966551230001' });
    expect(await failures(SUFRA)).toEqual([]);
  });

  it('refuses a sender name the providers would not take', async () => {
    const answer = await setSenderName(SUFRA, 'Sufra Restaurant');
    expect(answer.status).toBe(400);
    expect(apiErrorSchema.parse(answer.body)).toMatchObject({
      code: 'invalid_input',
      errors: { value: [expect.stringMatching(/1 to 11/)] },
    });
  });

  it('answers 502 otp_not_sent when the provider refuses, lets the customer ask again at once, and shows the failure to the operator', async () => {
    await setSenderName(NILE, 'NileKitchen');
    const mona = { country_code: 'EG', mobile: '01012345678' } as const;
    const refused = await sendLoginCode(suite.api, NILE, mona);
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual(notSent);

    stand.fault = 'server_error';
    clock.advance(1000);
    const failed = await sendLoginCode(suite.api, NILE, mona);
    expect(failed.status).toBe(502);

    stand.fault = 'stall';
    clock.advance(1000);
    expect((await sendLoginCode(suite.api, NILE, mona)).status).toBe(502);

    const listed = await failures(NILE);
    expect(
      listed.map(({ error_code, error_message, destination, created_at }) => ({ error_code, error_message, destination, created_at })),
    ).toEqual([
      {
        error_code: 'timeout',
        error_message: 'Unifonic did not answer in time.',
        destination: '+2010******78',
        created_at: '2026-11-22T09:00:02.000Z',
      },
      {
        error_code: 'http_503',
        error_message: 'Unifonic answered 503.',
        destination: '+2010******78',
        created_at: '2026-11-22T09:00:01.000Z',
      },
      { error_code: 'ER-08', error_message: 'Invalid SenderID', destination: '+2010******78', created_at: '2026-11-22T09:00:00.000Z' },
    ]);
    expect(await failures(SUFRA)).toEqual([]);

    // What `npm run ops -- sms failures --tenant nile` prints.
    const lines = smsFailureLines('nile', await fetchSmsFailures({ apiUrl: suite.api.url, tenant: NILE.name, key: NILE.operatorKey }));
    expect(lines.split('\n')).toEqual([
      '2026-11-22T09:00:02.000Z unifonic to +2010******78: timeout Unifonic did not answer in time.',
      '2026-11-22T09:00:01.000Z unifonic to +2010******78: http_503 Unifonic answered 503.',
      '2026-11-22T09:00:00.000Z unifonic to +2010******78: ER-08 Invalid SenderID',
    ]);
  });

  it('needs the tenant operator key for the list', async () => {
    const answer = await call(suite.api, OPERATOR_SMS_FAILURES_PATH, {
      headers: { ...operatorHeaders(NILE), [OPERATOR_KEY_HEADER]: SUFRA.operatorKey },
    });
    expect(answer.status).toBe(401);
  });
});
