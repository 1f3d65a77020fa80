import { OPERATOR_WAITING_PATHS, WAITING_LIST_PATHS, waitingCancellationReasonsResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { createTestClock } from '../testing/test-clock';
import { UNLIMITED_JOINS, partyOf, waitingCalls } from '../testing/waiting-calls';
import { rememberWaitingLists } from '../testing/waiting-list-reset';
import { useTestApi } from '../testing/test-suite';

const PARALLEL = 20;

describe.each(testDatabases())('queue positions under parallel changes on $label', (database) => {
  // Sunday 18:00 in Riyadh: Al Malqa (12:00-00:00) is open.
  const clock = createTestClock('2026-11-22T15:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, waitingJoinLimits: UNLIMITED_JOINS });
  let calls: ReturnType<typeof waitingCalls>;
  let reset: () => Promise<void>;
  let malqa: { branchId: number; areaId: number };

  beforeAll(async () => {
    calls = waitingCalls(suite.api);
    reset = await rememberWaitingLists(suite.db);
    const ids = await calls.ids(SUFRA, 'Sufra - Al Malqa');
    malqa = { branchId: ids.branchId, areaId: ids.areaIds['Main hall']! };
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(() => reset());

  const positions = async (): Promise<number[]> =>
    (
      await suite.db.query<{ position: number }>(
        "SELECT position FROM waiting_entries WHERE area_id = $1 AND status = 'waiting' ORDER BY position",
        [malqa.areaId],
      )
    ).map((row) => row.position);
  const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

  it(`gives ${PARALLEL} parallel joins the places 1..${PARALLEL}, without gap or duplicate`, async () => {
    const joined = await Promise.all(oneTo(PARALLEL).map((n) => calls.join(SUFRA, partyOf(malqa.branchId, malqa.areaId, 100 + n))));
    expect(joined.map((entry) => entry.position).sort((a, b) => a! - b!)).toEqual(oneTo(PARALLEL));
    expect(new Set(joined.map((entry) => entry.id)).size).toBe(PARALLEL);
    expect(await positions()).toEqual(oneTo(PARALLEL));
  });

  it('lets only one of 20 parallel joins by the same mobile in', async () => {
    const party = partyOf(malqa.branchId, malqa.areaId, 200);
    const answers = await Promise.all(
      oneTo(PARALLEL).map(() => calls.send(SUFRA, 'POST', `${WAITING_LIST_PATHS.create}?frontend=1`, party)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(PARALLEL - 1);
    expect(await positions()).toEqual([1]);
  });

  it('keeps the places 1..N while joins, delays, cancels, calls and seats run interleaved', async () => {
    const first = await Promise.all(oneTo(12).map((n) => calls.join(SUFRA, partyOf(malqa.branchId, malqa.areaId, 300 + n))));
    const reasons = waitingCancellationReasonsResponseSchema.parse(
      (await calls.send(SUFRA, 'GET', WAITING_LIST_PATHS.cancellationReasons)).body,
    ).data;
    const changes = [
      ...first
        .slice(8, 12)
        .map((entry) => calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.changeQueue(entry.id), { id: entry.id, action: 'sub' })),
      ...first.slice(4, 7).map((entry) => calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.cancel(entry.id), { reason_id: reasons[0]!.id })),
      ...oneTo(3).map(() => calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callNext(malqa.branchId), { area_id: malqa.areaId })),
      ...oneTo(6).map((n) =>
        calls.send(SUFRA, 'POST', `${WAITING_LIST_PATHS.create}?frontend=1`, partyOf(malqa.branchId, malqa.areaId, 400 + n)),
      ),
    ];
    const answers = await Promise.all(changes);
    expect(answers.every((answer) => answer.status < 300)).toBe(true);
    // 12 joined, 3 cancelled, 3 called, 6 more joined.
    expect(await positions()).toEqual(oneTo(12));
    const called = await suite.db.query<{ id: number }>("SELECT id FROM waiting_entries WHERE area_id = $1 AND status = 'called'", [
      malqa.areaId,
    ]);
    await Promise.all(called.map((entry) => calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.seat(entry.id))));
    expect(await positions()).toEqual(oneTo(12));
  });
});
