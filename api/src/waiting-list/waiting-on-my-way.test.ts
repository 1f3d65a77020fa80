import {
  OPERATOR_WAITING_PATHS,
  WAITING_LIST_PATHS,
  WAITING_LIST_UPDATED_EVENT,
  apiErrorSchema,
  operatorWaitingEntryResponseSchema,
  operatorWaitingLineResponseSchema,
  waitingEntryResponseSchema,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { parseOperatorCommand } from '../cli/operator-command';
import { runOperatorCommand } from '../cli/run-operator-command';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { connectSocket, nextEvent } from '../testing/socket-client';
import type { TestResponse } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { UNLIMITED_JOINS, partyOf, waitingCalls } from '../testing/waiting-calls';
import { rememberWaitingLists } from '../testing/waiting-list-reset';
import { useTestApi } from '../testing/test-suite';

const PARALLEL = 20;
const MINUTE = 60_000;

const expectCode = (response: TestResponse, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(apiErrorSchema.parse(response.body).code).toBe(code);
};

describe.each(testDatabases())('"I\'m on my way" on $label', (database) => {
  // Sunday 18:00 in Riyadh: Al Malqa (12:00-00:00) is open.
  const clock = createTestClock('2026-11-22T15:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, waitingJoinLimits: UNLIMITED_JOINS });
  let calls: ReturnType<typeof waitingCalls>;
  let reset: () => Promise<void>;
  let malqa: { branchId: number; areaId: number };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    calls = waitingCalls(suite.api);
    reset = await rememberWaitingLists(suite.db);
    const ids = await calls.ids(SUFRA, 'Sufra - Al Malqa');
    malqa = { branchId: ids.branchId, areaId: ids.areaIds['Main hall']! };
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await reset();
  });

  /** Joins a party and calls the area until it is the one called; answers its token and row id. */
  const calledParty = async (n: number): Promise<{ token: string; id: number }> => {
    const entry = await calls.join(SUFRA, partyOf(malqa.branchId, malqa.areaId, n));
    for (;;) {
      const answer = await calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callNext(malqa.branchId), { area_id: malqa.areaId });
      expect(answer.status).toBe(200);
      const called = operatorWaitingEntryResponseSchema.parse(answer.body).data;
      if (called.name === entry.name) return { token: entry.id, id: called.id };
    }
  };
  const lineEntry = async (id: number) => {
    const line = operatorWaitingLineResponseSchema.parse(
      (await calls.operatorSend(SUFRA, 'GET', OPERATOR_WAITING_PATHS.branch(malqa.branchId))).body,
    ).data;
    return line.areas.flatMap((area) => area.entries).find((entry) => entry.id === id);
  };

  it('shows the grace time and tells the staff, once, how long since the call, live', async () => {
    const party = await calledParty(901);
    const before = await calls.entry(SUFRA, party.token);
    expect(before.state).toBe('your_turn');
    expect(before.on_my_way_at).toBeNull();
    // The seeded Al Malqa list gives a called party 10 minutes.
    expect(before.grace_minutes).toBe(10);
    expect(new Date(before.give_up_at!).getTime() - new Date(before.called_at!).getTime()).toBe(10 * MINUTE);

    clock.advance(3 * MINUTE);
    const socket = await connectSocket(suite.api.url, { tenant: SUFRA.name, app_token: SUFRA.appToken });
    sockets.push(socket);
    const told = nextEvent(socket, WAITING_LIST_UPDATED_EVENT);
    const answer = await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.onMyWay(party.token), {});
    expect(answer.status).toBe(200);
    const after = waitingEntryResponseSchema.parse(answer.body).data;
    expect(after.on_my_way_at).toBe(clock.now().toISOString());
    expect(await told).toMatchObject({ branch_id: malqa.branchId });

    const staff = await lineEntry(party.id);
    expect(staff).toMatchObject({ status: 'called', called_minutes_ago: 3, on_my_way_at: after.on_my_way_at });
    const printed = await runOperatorCommand(
      parseOperatorCommand(['waiting', 'line', '--tenant', 'sufra', '--branch', String(malqa.branchId)], { API_URL: suite.api.url }),
    );
    expect(printed).toContain(`entry ${party.id}: Guest 901, party of 2, called 3 min ago, on the way`);

    // Again later: no change to the first time.
    clock.advance(MINUTE);
    const again = waitingEntryResponseSchema.parse(
      (await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.onMyWay(party.token), {})).body,
    ).data;
    expect(again.on_my_way_at).toBe(after.on_my_way_at);
    expect(await lineEntry(party.id)).toMatchObject({ called_minutes_ago: 4, on_my_way_at: after.on_my_way_at });
  });

  it(`answers ${PARALLEL} parallel "on my way" of one party with the same entry, never a 500`, async () => {
    const party = await calledParty(902);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.onMyWay(party.token), {})),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: PARALLEL }, () => 200));
    const times = new Set(answers.map((answer) => waitingEntryResponseSchema.parse(answer.body).data.on_my_way_at));
    expect([...times]).toEqual([clock.now().toISOString()]);
  });

  it('refuses a party still in line or whose visit ended, and another tenant', async () => {
    const waiting = await calls.join(SUFRA, partyOf(malqa.branchId, malqa.areaId, 903));
    const inLine = await Promise.all(
      Array.from({ length: PARALLEL }, () => calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.onMyWay(waiting.id), {})),
    );
    for (const answer of inLine) expectCode(answer, 409, 'waiting_not_your_turn');
    expect((await calls.entry(SUFRA, waiting.id)).on_my_way_at).toBeNull();

    const party = await calledParty(904);
    expectCode(await calls.send(NILE, 'POST', WAITING_LIST_PATHS.onMyWay(party.token), {}), 404, 'waiting_entry_not_found');
    expect((await calls.entry(SUFRA, party.token)).on_my_way_at).toBeNull();
    expectCode(await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.onMyWay('x'.repeat(32)), {}), 404, 'waiting_entry_not_found');

    expect((await calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.seat(party.id))).status).toBe(200);
    expectCode(await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.onMyWay(party.token), {}), 409, 'waiting_not_your_turn');
  });
});
