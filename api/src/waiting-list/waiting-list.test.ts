import {
  OPERATOR_WAITING_PATHS,
  WAITING_LIST_PATHS,
  WAITING_LIST_UPDATED_EVENT,
  apiErrorSchema,
  operatorWaitingEntryResponseSchema,
  waitingBranchesResponseSchema,
  waitingCancellationReasonsResponseSchema,
  waitingCheckResponseSchema,
  waitingEntryResponseSchema,
  waitingLastActiveResponseSchema,
  waitingSettingsResponseSchema,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerHeaders, loginWithCode } from '../testing/customer-login';
import { connectSocket, nextEvent } from '../testing/socket-client';
import { call, storefrontHeaders, type TestResponse } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { UNLIMITED_JOINS, partyOf, waitingCalls } from '../testing/waiting-calls';
import { rememberWaitingLists } from '../testing/waiting-list-reset';
import { useTestApi } from '../testing/test-suite';

const expectCode = (response: TestResponse, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(apiErrorSchema.parse(response.body).code).toBe(code);
};

describe.each(testDatabases())('the waiting list on $label', (database) => {
  let calls: ReturnType<typeof waitingCalls>;
  let reset: () => Promise<void>;
  let olaya: { branchId: number; areaIds: Record<string, number> };
  const clock = createTestClock('2025-01-08T20:00:00+03:00');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true, waitingJoinLimits: UNLIMITED_JOINS });
  const sockets: Socket[] = [];

  beforeAll(async () => {
    calls = waitingCalls(suite.api);
    reset = await rememberWaitingLists(suite.db);
    olaya = await calls.ids(SUFRA, 'Sufra - Olaya');
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await reset();
  });

  const indoor = (n: number, size = 2) => partyOf(olaya.branchId, olaya.areaIds['Indoor hall']!, n, size);
  const outbox = async (mobile: string) =>
    suite.db.query<{ text: string }>("SELECT text FROM sms_outbox WHERE recipient = '+966' || $1 ORDER BY id", [mobile]);

  it('lists the branches that run a list, with the parties waiting and the closed one with its reason', async () => {
    const { data } = waitingBranchesResponseSchema.parse(
      (await call(suite.api, WAITING_LIST_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    );
    expect(data.map((branch) => [branch.names.en, branch.open, branch.waiting_count])).toEqual([
      ['Sufra - Olaya', true, 4],
      ['Sufra - King Fahd Road', false, 0],
      ['Sufra - Al Malqa', true, 0],
    ]);
    expect(data[1]!.closed_reason).toMatch(/private event/);
    expect(Object.keys(olaya.areaIds)).toEqual(['Indoor hall', 'Terrace']);
    const check = await calls.send(SUFRA, 'GET', `${WAITING_LIST_PATHS.check(olaya.branchId)}?area_id=${olaya.areaIds['Indoor hall']}`);
    expect(waitingCheckResponseSchema.parse(check.body).data).toEqual({ count: 3, estimated_minutes: 24 });
    const settings = await calls.send(SUFRA, 'GET', `${WAITING_LIST_PATHS.settings(olaya.branchId)}?frontend=true`);
    expect(waitingSettingsResponseSchema.parse(settings.body).data).toMatchObject({
      enable_area: '1',
      waiting_settings: { open: true, turn_minutes: 8 },
    });
  });

  it('counts a queue one way everywhere: the branch list gives each area the count its register screen and the check show, called parties not in it', async () => {
    const counts = async () => {
      const { data } = waitingBranchesResponseSchema.parse(
        (await call(suite.api, WAITING_LIST_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
      );
      const listed = data.find((branch) => branch.id === olaya.branchId)!;
      const areas = await calls.send(SUFRA, 'GET', `${WAITING_LIST_PATHS.areas}?branch_id=${olaya.branchId}`);
      const checks = await Promise.all(
        listed.areas.map(
          async (area) =>
            waitingCheckResponseSchema.parse(
              (await calls.send(SUFRA, 'GET', `${WAITING_LIST_PATHS.check(olaya.branchId)}?area_id=${area.id}`)).body,
            ).data.count,
        ),
      );
      expect((areas.body as { data: unknown }).data).toEqual(listed.areas);
      expect(checks).toEqual(listed.areas.map((area) => area.waiting_count));
      expect(listed.waiting_count).toBe(checks.reduce((sum, count) => sum + count, 0));
      return listed.areas.map((area) => [area.names.en, area.waiting_count]);
    };
    expect(await counts()).toEqual([
      ['Indoor hall', 3],
      ['Terrace', 1],
    ]);
    await calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callNext(olaya.branchId), { area_id: olaya.areaIds['Indoor hall'] });
    expect(await counts()).toEqual([
      ['Indoor hall', 2],
      ['Terrace', 1],
    ]);
  });

  it('joins at the end of the line with an unguessable link token, texts the link and tells the open pages', async () => {
    const socket = await connectSocket(suite.api.url, { tenant: SUFRA.name, app_token: SUFRA.appToken });
    sockets.push(socket);
    const told = nextEvent(socket, WAITING_LIST_UPDATED_EVENT);
    const entry = await calls.join(SUFRA, indoor(1), { 'x-localization': 'en' });
    expect(entry.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(entry).toMatchObject({ position: 4, parties_ahead: 3, estimated_minutes: 24, state: 'in_line', status: 'waiting' });
    expect(await told).toEqual({ branch_id: olaya.branchId, area_id: olaya.areaIds['Indoor hall'] });
    const [sms] = await outbox(indoor(1).mobile);
    expect(sms!.text).toBe(`You are in line at Sufra - Olaya. Follow your place: http://sufra.localhost:8080/en/waiting-list/${entry.id}`);
  });

  it('brings a second join of the same mobile back to its entry: 409, its link texted again, no second entry', async () => {
    await calls.join(SUFRA, indoor(2));
    clock.advance(61_000);
    const again = await calls.send(SUFRA, 'POST', `${WAITING_LIST_PATHS.create}?frontend=1`, indoor(2));
    expectCode(again, 409, 'waiting_already_in_line');
    expect(JSON.stringify(again.body)).not.toMatch(/[A-Za-z0-9_-]{32}/);
    expect((await outbox(indoor(2).mobile)).map((sms) => sms.text.split(':')[0])).toEqual([
      'سجلناك في قائمة الانتظار في سفرة - العليا. تابع دورك',
      'رابط تسجيلك في قائمة الانتظار في سفرة - العليا',
    ]);
    const check = await calls.send(SUFRA, 'GET', WAITING_LIST_PATHS.check(olaya.branchId));
    expect(waitingCheckResponseSchema.parse(check.body).data.count).toBe(5);
  });

  it('refuses a closed list, a party size out of bounds, changed bounds and an area of another branch', async () => {
    const kingFahd = await calls.ids(SUFRA, 'Sufra - King Fahd Road');
    const create = (body: unknown) => calls.send(SUFRA, 'POST', `${WAITING_LIST_PATHS.create}?frontend=1`, body);
    expectCode(await create(partyOf(kingFahd.branchId, kingFahd.areaIds['Main hall']!, 3)), 409, 'waiting_list_closed');
    expectCode(await create(indoor(3, 11)), 400, 'waiting_party_size');
    expectCode(await create({ ...indoor(3), branch_settings: { party_size_min: 1, party_size_max: 12 } }), 409, 'waiting_settings_changed');
    expectCode(await create({ ...indoor(3), branch_id: kingFahd.branchId }), 400, 'waiting_area_not_found');
    expectCode(await create({ ...indoor(3), mobile: '12345' }), 400, 'invalid_input');
  });

  it('delays by the branch step up to its limit; the parties passed move up; the state shows Delayed', async () => {
    const first = await calls.join(SUFRA, indoor(4));
    const second = await calls.join(SUFRA, indoor(5));
    const third = await calls.join(SUFRA, indoor(6));
    const delay = (token: string) => calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.changeQueue(token), { id: token, action: 'sub' });
    const delayed = waitingEntryResponseSchema.parse((await delay(first.id)).body).data;
    expect(delayed).toMatchObject({ position: 6, state: 'delayed', delays_used: 1, can_delay: true });
    expect((await calls.entry(SUFRA, second.id)).position).toBe(4);
    expect((await calls.entry(SUFRA, third.id)).position).toBe(5);
    expect((await delay(first.id)).status).toBe(200);
    expectCode(await delay(first.id), 409, 'waiting_delay_limit');
    expectCode(
      await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.changeQueue(first.id), { id: second.id, action: 'sub' }),
      400,
      'invalid_input',
    );
  });

  it('changes the party size and note, cancels with a reason, then rates once', async () => {
    const entry = await calls.join(SUFRA, indoor(7));
    const updated = await calls.send(SUFRA, 'PUT', WAITING_LIST_PATHS.update(entry.id), { party_size: 5, note: 'A high chair please' });
    expect(waitingEntryResponseSchema.parse(updated.body).data).toMatchObject({ party_size: 5, note: 'A high chair please' });
    expectCode(await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.rating(entry.id), { stars: 5 }), 409, 'rating_failed');
    const reasons = waitingCancellationReasonsResponseSchema.parse(
      (await calls.send(SUFRA, 'GET', WAITING_LIST_PATHS.cancellationReasons)).body,
    ).data;
    expectCode(
      await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.cancel(entry.id), { reason_id: 999_999 }),
      400,
      'waiting_reason_not_found',
    );
    const cancelled = await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.cancel(entry.id), { reason_id: reasons[0]!.id });
    expect(waitingEntryResponseSchema.parse(cancelled.body).data).toMatchObject({ status: 'cancelled', position: null, can_rate: true });
    const rated = await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.rating(entry.id), { stars: 4, comment: 'Quick!' });
    expect(waitingEntryResponseSchema.parse(rated.body).data).toMatchObject({ rating: { stars: 4, comment: 'Quick!' }, can_rate: false });
    expectCode(await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.rating(entry.id), { stars: 3 }), 409, 'rating_failed');
    expectCode(await calls.send(SUFRA, 'PUT', WAITING_LIST_PATHS.update(entry.id), { note: 'late' }), 409, 'waiting_entry_closed');
  });

  it('cancels without a reason: the party need not give one', async () => {
    const first = await calls.join(SUFRA, indoor(7));
    const cancelled = await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.cancel(first.id), {});
    expect(waitingEntryResponseSchema.parse(cancelled.body).data).toMatchObject({ status: 'cancelled', position: null });
    const second = await calls.join(SUFRA, indoor(6));
    const withNull = await calls.send(SUFRA, 'POST', WAITING_LIST_PATHS.cancel(second.id), { reason_id: null });
    expect(waitingEntryResponseSchema.parse(withNull.body).data).toMatchObject({ status: 'cancelled' });
  });

  it('lets the restaurant call the next party (Your turn now, by SMS), seat it, and mark a no-show only after the wait', async () => {
    const terrace = partyOf(olaya.branchId, olaya.areaIds.Terrace!, 8);
    const mine = await calls.join(SUFRA, terrace);
    const callNext = () =>
      calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.callNext(olaya.branchId), { area_id: olaya.areaIds.Terrace });
    const seeded = operatorWaitingEntryResponseSchema.parse((await callNext()).body).data;
    expect((await calls.entry(SUFRA, mine.id)).position).toBe(1);
    const called = operatorWaitingEntryResponseSchema.parse((await callNext()).body).data;
    expect(await calls.entry(SUFRA, mine.id)).toMatchObject({ status: 'called', state: 'your_turn', position: null });
    expect((await outbox(terrace.mobile)).at(-1)!.text).toMatch(/^حان دورك الآن في سفرة - العليا! .*\/waiting-list\/[A-Za-z0-9_-]{32}$/);
    expectCode(await callNext(), 409, 'waiting_line_empty');
    expectCode(await calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.noShow(called.id)), 409, 'waiting_no_show_too_soon');
    clock.advance(10 * 60_000);
    expect((await calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.noShow(called.id))).status).toBe(200);
    expect((await calls.entry(SUFRA, mine.id)).state).toBe('no_show');
    expect((await calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.seat(seeded.id))).status).toBe(200);
    expectCode(await calls.operatorSend(SUFRA, 'POST', OPERATOR_WAITING_PATHS.seat(seeded.id)), 409, 'waiting_not_called');
  });

  it('closes a list with a reason: parties in line see Out of service, new ones are refused; opening takes them again', async () => {
    const entry = await calls.join(SUFRA, indoor(9));
    const close = await calls.operatorSend(SUFRA, 'PUT', OPERATOR_WAITING_PATHS.branch(olaya.branchId), {
      open: false,
      reason: 'Kitchen closed',
    });
    expect(close.status).toBe(200);
    expect(await calls.entry(SUFRA, entry.id)).toMatchObject({ state: 'out_of_service', closed_reason: 'Kitchen closed' });
    expectCode(await calls.send(SUFRA, 'POST', `${WAITING_LIST_PATHS.create}?frontend=1`, indoor(10)), 409, 'waiting_list_closed');
    expectCode(
      await calls.operatorSend(SUFRA, 'PUT', OPERATOR_WAITING_PATHS.branch(olaya.branchId), { open: false }),
      400,
      'invalid_input',
    );
    await calls.operatorSend(SUFRA, 'PUT', OPERATOR_WAITING_PATHS.branch(olaya.branchId), { open: true });
    expect((await calls.entry(SUFRA, entry.id)).state).toBe('in_line');
  });

  it("finds a logged-in customer's active entry, and nobody else's", async () => {
    const { token } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '557770021' });
    const entry = await calls.join(SUFRA, indoor(11), customerHeaders(SUFRA, token));
    const query = { branch_id: String(olaya.branchId) };
    const mine = await call(suite.api, WAITING_LIST_PATHS.lastActive, { headers: customerHeaders(SUFRA, token), query });
    expect(waitingLastActiveResponseSchema.parse(mine.body).data?.id).toBe(entry.id);
    const guest = await call(suite.api, WAITING_LIST_PATHS.lastActive, { headers: storefrontHeaders(SUFRA), query });
    expect(waitingLastActiveResponseSchema.parse(guest.body).data).toBeNull();
  });

  it("keeps every call inside its tenant: another tenant's token, branch or operator key finds nothing", async () => {
    const entry = await calls.join(SUFRA, indoor(12));
    expectCode(await calls.send(NILE, 'GET', WAITING_LIST_PATHS.entry(entry.id)), 404, 'waiting_entry_not_found');
    expectCode(
      await calls.send(NILE, 'POST', WAITING_LIST_PATHS.changeQueue(entry.id), { id: entry.id, action: 'sub' }),
      404,
      'waiting_entry_not_found',
    );
    expectCode(await calls.send(NILE, 'PUT', WAITING_LIST_PATHS.update(entry.id), { note: 'x' }), 404, 'waiting_entry_not_found');
    expectCode(await calls.send(NILE, 'POST', WAITING_LIST_PATHS.cancel(entry.id), { reason_id: 1 }), 404, 'waiting_entry_not_found');
    expectCode(await calls.send(NILE, 'POST', WAITING_LIST_PATHS.rating(entry.id), { stars: 1 }), 404, 'waiting_entry_not_found');
    expectCode(await calls.send(NILE, 'GET', WAITING_LIST_PATHS.check(olaya.branchId)), 404, 'branch_not_found');
    expectCode(await calls.send(NILE, 'GET', `${WAITING_LIST_PATHS.areas}?branch_id=${olaya.branchId}`), 404, 'branch_not_found');
    expectCode(await calls.send(NILE, 'GET', WAITING_LIST_PATHS.settings(olaya.branchId)), 404, 'branch_not_found');
    expectCode(await calls.operatorSend(NILE, 'GET', OPERATOR_WAITING_PATHS.branch(olaya.branchId)), 404, 'branch_not_found');
    expectCode(await calls.operatorSend(NILE, 'POST', OPERATOR_WAITING_PATHS.callNext(olaya.branchId), {}), 404, 'branch_not_found');
    const line = await calls.operatorSend(SUFRA, 'GET', OPERATOR_WAITING_PATHS.branch(olaya.branchId));
    const id = (line.body as { data: { areas: { entries: { id: number }[] }[] } }).data.areas[0]!.entries[0]!.id;
    expectCode(await calls.operatorSend(NILE, 'POST', OPERATOR_WAITING_PATHS.seat(id)), 404, 'waiting_entry_not_found');
    expectCode(await calls.send(SUFRA, 'GET', WAITING_LIST_PATHS.entry('1')), 404, 'waiting_entry_not_found');
    expect(JSON.stringify(line.body)).not.toContain(entry.id);
  });
});
