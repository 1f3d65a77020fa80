import { AUTH_PATHS, OPERATOR_WAITING_PATHS, otpVerifyResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { postJson, sendLoginCode } from '../testing/customer-login';
import { reservationCalls } from '../testing/reservation-calls';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { smsThroughUnifonic, startUnifonicStandIn, type UnifonicStandIn } from '../testing/unifonic-stand-in';
import { UNLIMITED_JOINS, partyOf, waitingCalls } from '../testing/waiting-calls';

/** Wednesday 4 March 2026, 20:00 in Riyadh: Sufra's Olaya branch takes reservations and its waiting list is open. */
const START = '2026-03-04T20:00:00+03:00';

describe.each(testDatabases())('notices the SMS provider does not take, on $label', (database) => {
  let stand: UnifonicStandIn;
  const clock = createTestClock(START);
  const suite = useTestApi(database, async () => {
    stand = await startUnifonicStandIn(['Storefront']);
    return {
      clock: clock.now,
      waitingJoinLimits: UNLIMITED_JOINS,
      ...smsThroughUnifonic(stand),
    };
  });
  afterAll(() => stand?.close());
  afterEach(() => {
    stand.fault = null;
  });

  /** Logs in while the provider still takes messages: the code is read from what Unifonic was handed. */
  const customerToken = async (mobile: string): Promise<string> => {
    expect((await sendLoginCode(suite.api, SUFRA, { country_code: 'SA', mobile })).status).toBe(200);
    const code = /\d{4}/.exec(stand.messages.at(-1)?.body ?? '')?.[0];
    const verified = await postJson(suite.api, SUFRA, AUTH_PATHS.otpVerify, { country_code: 'SA', mobile, code });
    return otpVerifyResponseSchema.parse(verified.body).data.token;
  };
  const failedSends = async () =>
    (await suite.db.query<{ error_code: string }>('SELECT error_code FROM sms_failures ORDER BY id')).map((row) => row.error_code);

  it('confirms a reservation and lets the restaurant cancel it while the provider answers 503: both done, both texts recorded as failed', async () => {
    const token = await customerToken('551234567');
    const calls = reservationCalls(suite.api, SUFRA);
    const olaya = 1;
    stand.fault = 'server_error';
    const confirmed = await calls.book(token, olaya, '2026-03-06', '13:00');
    expect(confirmed.status).toBe('confirmed');
    const cancelled = await calls.staff(confirmed.id, 'cancel', { reason: 'Kitchen closed' });
    expect(cancelled.status).toBe(200);
    expect((await calls.get(token, confirmed.id)).status).toBe('cancelled');
    expect(await failedSends()).toEqual(['http_503', 'http_503']);
  });

  it('calls the next party while the provider does not answer: the party is called, the text recorded as failed', async () => {
    const calls = waitingCalls(suite.api);
    const olaya = await calls.ids(SUFRA, 'Sufra - Olaya');
    const area = olaya.areaIds['Indoor hall']!;
    const before = (await failedSends()).length;
    const entry = await calls.join(SUFRA, partyOf(olaya.branchId, area, 1));
    const callNext = () => calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callNext(olaya.branchId), { area_id: area });
    for (let ahead = entry.parties_ahead ?? 0; ahead > 0; ahead -= 1) expect((await callNext()).status).toBe(200);
    stand.fault = 'stall';
    expect((await callNext()).status).toBe(200);
    expect(await calls.entry(SUFRA, entry.id)).toMatchObject({ status: 'called' });
    expect((await failedSends()).slice(before)).toContain('timeout');
  });
});
