import { randomBytes } from 'node:crypto';
import {
  HUMAN_CHECK_REQUIRED,
  WAITING_LIST_PATHS,
  apiErrorSchema,
  humanCheckRequiredSchema,
  waitingBranchesResponseSchema,
  waitingSettingsResponseSchema,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { solvedHumanCheck } from '../testing/human-check-answer';
import { call, startTestApi, storefrontHeaders, type TestApi, type TestApiOptions, type TestResponse } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { partyOf, waitingCalls } from '../testing/waiting-calls';
import { rememberWaitingLists } from '../testing/waiting-list-reset';
import { useTestApi } from '../testing/test-suite';
import { WAITING_JOIN_LIMITS } from './waiting-join-limits';

const DAY = 24 * 60 * 60_000;
// 60 joins at once, each with a queue lock: more than jest's 5 s on a busy machine.
jest.setTimeout(60_000);

const statuses = (responses: TestResponse[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};
const times = <T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

/** The database (PGlite, PostgreSQL) keeps the windows, or redis shared by two api instances when TEST_REDIS_URL is set. */
const backends = testDatabases().flatMap((database) => {
  const redisUrl = process.env.TEST_REDIS_URL;
  const inDatabase = { label: database.label, database, redisUrl: undefined };
  return redisUrl && database.label === 'pglite' ? [inDatabase, { label: 'redis', database, redisUrl }] : [inDatabase];
});

describe.each(backends)('waiting-list joins from one address in $label', ({ database, redisUrl }) => {
  // Sunday 18:00 in Riyadh, and every test a day later at the same hour: every window of the earlier tests is over.
  const clock = createTestClock('2026-11-22T15:00:00Z');
  const options: TestApiOptions = {
    clock: clock.now,
    devOutbox: true,
    redisUrl,
    limitsRedisPrefix: `test-limits:${randomBytes(6).toString('hex')}:`,
  };
  const suite = useTestApi(database, options);
  let second: TestApi;
  let calls: ReturnType<typeof waitingCalls>;
  let reset: () => Promise<void>;
  let olaya: { branchId: number; areaId: number };
  let malqa: number;

  beforeAll(async () => {
    second = redisUrl ? await startTestApi(suite.db, options) : suite.api;
    calls = waitingCalls(suite.api);
    reset = await rememberWaitingLists(suite.db);
    const ids = await calls.ids(SUFRA, 'Sufra - Olaya');
    olaya = { branchId: ids.branchId, areaId: ids.areaIds['Indoor hall']! };
    malqa = (await calls.ids(SUFRA, 'Sufra - Al Malqa')).branchId;
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    if (second !== suite.api) await second.app.close();
  });
  beforeEach(() => clock.advance(DAY));
  afterEach(() => reset());

  const join = (body: unknown, target: TestApi = suite.api) =>
    call(target, WAITING_LIST_PATHS.create, {
      method: 'POST',
      query: { frontend: '1' },
      headers: { ...storefrontHeaders(SUFRA), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const party = (n: number) => partyOf(olaya.branchId, olaya.areaId, n);
  const texted = async (recipient: string) => (await suite.db.query('SELECT id FROM sms_outbox WHERE recipient = $1', [recipient])).length;
  const credit = async () =>
    (
      await suite.db.query<{ balance: number }>(
        "SELECT balance FROM sms_credits WHERE tenant_id = (SELECT id FROM tenants WHERE name = 'sufra')",
      )
    )[0]?.balance;

  it('takes a few joins without the human check, then asks for it; 60 parallel joins let 3 in and never answer 500', async () => {
    const answers = await times(60, (i) => join(party(1000 + i), i % 2 === 0 ? suite.api : second));
    const counted = statuses(answers);
    expect(counted[201]).toBe(WAITING_JOIN_LIMITS.uncheckedPerAddress.max);
    expect(counted[428]).toBeGreaterThan(0);
    // A join holds one of the address's 10 slots while it is checked, so joins that overlap enough also meet that
    // cap (429); how many overlap depends on timing. Nothing else is answered.
    expect(Object.keys(counted).filter((status) => !['201', '428', '429'].includes(status))).toEqual([]);
    const asked = answers.find((answer) => answer.status === 428)!;
    expect(humanCheckRequiredSchema.parse(asked.body).code).toBe(HUMAN_CHECK_REQUIRED.code);
    const wrong = await join({ ...party(1100), human_check: { key: (await solvedHumanCheck(suite.api, SUFRA)).key, answer: '99' } });
    expect(wrong.status).toBe(428);
    expect(humanCheckRequiredSchema.parse(wrong.body).errors?.human_check).toHaveLength(1);
    expect((await join({ ...party(1101), human_check: await solvedHumanCheck(suite.api, SUFRA) })).status).toBe(201);
  });

  it('accepts at most 10 of 60 parallel joins with the human check answered, then 429 with Retry-After', async () => {
    const checks = await times(60, () => solvedHumanCheck(suite.api, SUFRA));
    const answers = await times(60, (i) => join({ ...party(2000 + i), human_check: checks[i] }, i % 2 === 0 ? suite.api : second));
    expect(statuses(answers)).toEqual({ 201: WAITING_JOIN_LIMITS.perAddress.max, 429: 60 - WAITING_JOIN_LIMITS.perAddress.max });
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(apiErrorSchema.parse(refused.body).code).toBe('too_many_waiting_joins');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const sent = await suite.db.query("SELECT id FROM sms_outbox WHERE recipient LIKE '+96655800%' AND created_at = $1", [clock.now()]);
    expect(sent).toHaveLength(WAITING_JOIN_LIMITS.perAddress.max);
  });

  it('counts every join naming one number: the link is texted again twice at most, then 429', async () => {
    const body = { ...party(3000) };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await join({ ...body, human_check: await solvedHumanCheck(suite.api, SUFRA) })).status);
      clock.advance(2 * 60_000);
    }
    expect(answers).toEqual([201, 409, 409, 429, 429]);
    expect(await texted('+966558003000')).toBe(3);
  });

  it('texts only numbers of the tenant country and only while the tenant has messaging credit; the join works either way', async () => {
    const before = await credit();
    expect((await join(party(4000))).status).toBe(201);
    expect(await credit()).toBe(before! - 1);
    // An Egyptian number at a Saudi restaurant: in line, but not texted.
    const abroad = { ...party(4001), country_code: 'EG', mobile: '01001234567' };
    expect((await join(abroad)).status).toBe(201);
    expect(await texted('+201001234567')).toBe(0);
    await suite.db.query("UPDATE sms_credits SET balance = 0 WHERE tenant_id = (SELECT id FROM tenants WHERE name = 'sufra')");
    try {
      expect((await join(party(4002))).status).toBe(201);
      expect(await texted('+966558004002')).toBe(0);
      expect(await credit()).toBe(0);
    } finally {
      await suite.db.query("UPDATE sms_credits SET balance = $1 WHERE tenant_id = (SELECT id FROM tenants WHERE name = 'sufra')", [before]);
    }
  });

  it('opens the line with the branch hours: at 09:30 Al Malqa (12:00-00:00) refuses joins and says when it opens', async () => {
    clock.set('2026-12-30T06:30:00Z');
    const settings = waitingSettingsResponseSchema.parse(
      (await call(suite.api, WAITING_LIST_PATHS.settings(malqa), { headers: storefrontHeaders(SUFRA), query: { frontend: 'true' } })).body,
    ).data;
    expect(settings).toMatchObject({ branch_open: false, opens_at: '2026-12-30T09:00:00.000Z', waiting_settings: { open: true } });
    const listed = waitingBranchesResponseSchema.parse(
      (await call(suite.api, WAITING_LIST_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    expect(listed.map((branch) => [branch.names.en, branch.branch_open, branch.opens_at])).toEqual([
      ['Sufra - Olaya', false, '2026-12-30T07:00:00.000Z'],
      ['Sufra - King Fahd Road', false, '2026-12-30T08:00:00.000Z'],
      ['Sufra - Al Malqa', false, '2026-12-30T09:00:00.000Z'],
    ]);
    const area = (await calls.ids(SUFRA, 'Sufra - Al Malqa')).areaIds['Main hall']!;
    const closed = await join(partyOf(malqa, area, 5000));
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ code: 'waiting_branch_closed', opens_at: '2026-12-30T09:00:00.000Z' });
    clock.set('2026-12-30T09:00:00Z');
    expect((await join(partyOf(malqa, area, 5000))).status).toBe(201);
  });
});
