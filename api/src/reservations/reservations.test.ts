import {
  CATALOGUE_PATHS,
  DEV_OUTBOX_PATH,
  HEADERS,
  OPERATOR_KEY_HEADER,
  OPERATOR_RESERVATION_PATHS,
  PAYMENT_PATHS,
  RESERVATION_PATHS,
  allergensResponseSchema,
  apiErrorSchema,
  devOutboxResponseSchema,
  eventTypesResponseSchema,
  reservationBranchesResponseSchema,
  reservationListResponseSchema,
  reservationPaymentResponseSchema,
  reservationResponseSchema,
  reservationSettingsResponseSchema,
  reservationSlotsResponseSchema,
  type Reservation,
} from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { sweepExpiredHolds } from './hold-sweep';
import { loginWithCode } from '../testing/customer-login';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

/** Sunday 1 March 2026, 12:00 in Riyadh. */
const START = '2026-03-01T12:00:00+03:00';
const DETAILS = { name: 'Sara', email: 'sara@example.com', country_code: 'SA', phone: '٠٥٥١٢٣٤٥٦٧', note: 'Window please', allergens: [1] };

describe.each(testDatabases())('reservations on $label', (database) => {
  let sara: string;
  let omar: string;
  const clock = createTestClock(START);
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  const branchIds: Record<string, number> = {};

  beforeAll(async () => {
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    omar = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '559876543' })).token;
    const branches = reservationBranchesResponseSchema.parse(
      (await call(suite.api, RESERVATION_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    for (const branch of branches) branchIds[branch.names.en] = branch.id;
  }, DATABASE_SETUP_TIMEOUT_MS);

  const olaya = () => branchIds['Sufra - Olaya'] ?? 0;
  const kingFahd = () => branchIds['Sufra - King Fahd Road'] ?? 0;
  const slots = async (branchId: number, date: string, guests: number) =>
    reservationSlotsResponseSchema.parse(
      (
        await customerCall(suite.api, SUFRA, null, RESERVATION_PATHS.slots(branchId), {
          method: 'POST',
          body: { branch_id: branchId, date, guests_count: guests, source: 'web' },
        })
      ).body,
    ).data;
  const hold = (token: string, body: Record<string, unknown>) =>
    customerCall(suite.api, SUFRA, token, RESERVATION_PATHS.create, {
      method: 'POST',
      body: { source: 'web', is_next_day: false, ...body },
    });
  const put = (token: string, id: number, body: unknown) =>
    customerCall(suite.api, SUFRA, token, RESERVATION_PATHS.item(id), { method: 'PUT', body });
  const parse = (body: unknown): Reservation => reservationResponseSchema.parse(body).data;
  const indoorOf = async (branchId: number, date: string) => (await slots(branchId, date, 2)).sections[0]?.id ?? 0;

  it('answers the catalogues of event types and allergens with icons, the whole list for page 0', async () => {
    const events = eventTypesResponseSchema.parse(
      (await call(suite.api, CATALOGUE_PATHS.eventTypes, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    expect(events[0]).toMatchObject({ names: { ar: 'عيد ميلاد', en: 'Birthday' }, icon: '🎂' });
    const allergens = allergensResponseSchema.parse(
      (await call(suite.api, CATALOGUE_PATHS.allergens, { headers: storefrontHeaders(NILE), query: { page: '0' } })).body,
    ).data;
    expect(allergens).toHaveLength(10);
    expect((await call(suite.api, CATALOGUE_PATHS.allergens, { headers: storefrontHeaders(SUFRA), query: { page: '-1' } })).status).toBe(
      400,
    );
  });

  it('answers the branch settings and refuses reservations at nile, whose module is off', async () => {
    const answer = reservationSettingsResponseSchema.parse(
      (await call(suite.api, RESERVATION_PATHS.settings(olaya()), { headers: storefrontHeaders(SUFRA), query: { frontend: 'true' } })).body,
    ).data;
    expect(answer.reservations_settings).toMatchObject({
      person_count_from: 1,
      person_count_to: 8,
      maximum_duration: 14,
      hold_minutes: 10,
      currency: 'SAR',
    });
    const nile = await call(suite.api, RESERVATION_PATHS.branches, { headers: storefrontHeaders(NILE) });
    expect(nile.status).toBe(404);
    expect(apiErrorSchema.parse(nile.body).code).toBe('reservations_off');
  });

  it('offers the periods per section with their costs, and refuses guests and dates out of bounds', async () => {
    const day = await slots(kingFahd(), '2026-03-02', 2);
    expect(day.sections.map((section) => [section.names.en, section.periods[0]?.cost])).toEqual([
      ['Indoor', '50.00'],
      ['Terrace', '100.00'],
    ]);
    const olayaDay = await slots(olaya(), '2026-03-02', 2);
    expect(olayaDay.sections[0]?.periods.at(-1)).toEqual({ time: '00:30', cost: '0.00', is_next_day: true });
    // Only the family section seats eight.
    expect((await slots(olaya(), '2026-03-02', 8)).sections.map((section) => section.periods.length)).toEqual([0, 2]);
    const tooMany = await customerCall(suite.api, SUFRA, null, RESERVATION_PATHS.slots(olaya()), {
      method: 'POST',
      body: { branch_id: olaya(), date: '2026-03-02', guests_count: 9 },
    });
    expect(apiErrorSchema.parse(tooMany.body).code).toBe('reservation_guests_out_of_range');
    const tooFar = await customerCall(suite.api, SUFRA, null, RESERVATION_PATHS.slots(olaya()), {
      method: 'POST',
      body: { branch_id: olaya(), date: '2026-03-16', guests_count: 2 },
    });
    expect(apiErrorSchema.parse(tooFar.body).code).toBe('reservation_date_out_of_range');
    expect((await slots(olaya(), '2026-03-15', 2)).fully_booked).toBe(false);
  });

  it('gives the last table to exactly one of two customers sending twenty requests for it at once', async () => {
    const area = (await slots(kingFahd(), '2026-03-03', 6)).sections[1]?.id ?? 0;
    const tokens = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? sara : omar));
    const answers = await Promise.all(
      tokens.map((token) => hold(token, { branch_id: kingFahd(), date: '2026-03-03', time: '20:00', area_id: area, guests_count: 6 })),
    );
    // A customer's newer hold replaces their own older one; the other customer is refused.
    const winners = new Set(tokens.filter((_, index) => answers[index]?.status === 201));
    expect(winners.size).toBe(1);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(apiErrorSchema.parse(refused.body).code).toBe('slot_invalid');
    const holding = await suite.db.query(
      `SELECT id FROM reservations WHERE day = '2026-03-03' AND time = '20:00' AND section_id = $1 AND status = 'pending'`,
      [area],
    );
    expect(holding).toHaveLength(1);
    const terrace = (await slots(kingFahd(), '2026-03-03', 6)).sections[1];
    expect(terrace?.periods.map((period) => period.time)).toEqual(['22:00']);
  }, 30_000);

  it('keeps one live hold per customer of twenty parallel holds across three branches (three rounds)', async () => {
    const branches = [olaya(), kingFahd(), branchIds['Sufra - Al Malqa'] ?? 0];
    // A race shows only now and then: three rounds of twenty.
    for (const date of ['2026-03-09', '2026-03-10', '2026-03-11']) {
      const areas = await Promise.all(branches.map((branchId) => indoorOf(branchId, date)));
      const times = await Promise.all(
        branches.map(async (branchId) => (await slots(branchId, date, 2)).sections[0]?.periods[0]?.time ?? ''),
      );
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          hold(omar, { branch_id: branches[index % 3], date, time: times[index % 3], area_id: areas[index % 3], guests_count: 2 }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
      const live = await suite.db.query(
        `SELECT r.id FROM reservations r JOIN customers c ON c.tenant_id = r.tenant_id AND c.id = r.customer_id
          WHERE c.mobile = '559876543' AND r.status IN ('pending', 'pending_payment') AND r.hold_expires_at > $1`,
        [clock.now()],
      );
      expect(live).toHaveLength(1);
    }
  }, 30_000);

  it('confirms a free reservation with an SMS, holds nobody else to it, and keeps it from other customers and tenants', async () => {
    const date = '2026-03-04';
    const created = await hold(sara, {
      branch_id: olaya(),
      date,
      time: '13:00',
      area_id: await indoorOf(olaya(), date),
      guests_count: 2,
      name: '',
      email: '',
      phone: '',
      note: '',
    });
    expect(created.status).toBe(201);
    const held = parse(created.body);
    expect(held).toMatchObject({ status: 'pending', cost: '0.00', table_name: 'T1' });
    expect(held.hold_expires_at).toBe(new Date(clock.now().getTime() + 10 * 60_000).toISOString());
    const updated = parse((await put(sara, held.id, { action: 'update', details: DETAILS })).body);
    expect(updated).toMatchObject({ status: 'pending', phone: '551234567', allergens: [{ id: 1 }] });
    const confirmed = parse((await put(sara, held.id, { action: 'confirm' })).body);
    expect(confirmed).toMatchObject({ status: 'confirmed', action: 'confirm', send_notification: true, hold_expires_at: null });
    const outbox = devOutboxResponseSchema.parse((await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(SUFRA) })).body).data;
    expect(outbox[0]?.text).toContain(`${held.id}`);
    const notes = parse(
      (await customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.item(held.id), { query: { include: 'notes' } })).body,
    );
    expect(notes.notes?.map((note) => note.text)).toEqual(['Window please']);
    const mine = async (token: string, when: string) =>
      reservationListResponseSchema.parse((await customerCall(suite.api, SUFRA, token, RESERVATION_PATHS.mine, { query: { when } })).body)
        .data;
    expect((await mine(sara, 'upcoming')).map((row) => row.id)).toContain(held.id);
    expect((await mine(sara, 'past')).map((row) => row.id)).not.toContain(held.id);
    expect((await mine(omar, 'upcoming')).map((row) => row.id)).not.toContain(held.id);
    expect((await customerCall(suite.api, SUFRA, omar, RESERVATION_PATHS.item(held.id))).status).toBe(404);
    expect((await put(omar, held.id, { action: 'cancel' })).status).toBe(404);
    const otherTenant = await call(suite.api, RESERVATION_PATHS.item(held.id), {
      headers: { ...storefrontHeaders(NILE), [HEADERS.authorization]: `Bearer ${sara}` },
    });
    expect(otherTenant.status).toBe(404);
  });

  it('releases a table whose hold ran out: offered again, the reservation cancelled and confirming refused', async () => {
    const date = '2026-03-05';
    const area = (await slots(kingFahd(), date, 6)).sections[1]?.id ?? 0;
    const held = parse((await hold(omar, { branch_id: kingFahd(), date, time: '19:00', area_id: area, guests_count: 6 })).body);
    expect((await slots(kingFahd(), date, 6)).sections[1]?.periods.map((period) => period.time)).toEqual(['21:00', '22:00']);
    clock.advance(10 * 60_000);
    // The sweep closes it when it runs out, before anyone reads it again, and says so live.
    const emitted = jest.spyOn(suite.api.app.realtime, 'emit');
    expect(await sweepExpiredHolds({ db: suite.db, clock: clock.now, realtime: suite.api.app.realtime })).toBe(1);
    expect(emitted).toHaveBeenCalledWith('sufra', 'reservation_sufra', 'reservation.updated', { id: held.id, status: 'cancelled' });
    emitted.mockRestore();
    expect(await sweepExpiredHolds({ db: suite.db, clock: clock.now, realtime: suite.api.app.realtime })).toBe(0);
    expect((await slots(kingFahd(), date, 6)).sections[1]?.periods.map((period) => period.time)).toEqual([
      '19:00',
      '20:00',
      '21:00',
      '22:00',
    ]);
    const refused = await put(omar, held.id, { action: 'update', details: DETAILS });
    expect(apiErrorSchema.parse(refused.body).code).toBe('reservation_hold_expired');
    expect(parse((await customerCall(suite.api, SUFRA, omar, RESERVATION_PATHS.item(held.id))).body)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'hold_expired',
    });
    clock.set(START);
  });

  it('takes a deposit through the sandbox: declined stays payable, approved confirms; a cancel within the policy refunds it', async () => {
    const date = '2026-03-06';
    const held = parse(
      (await hold(sara, { branch_id: kingFahd(), date, time: '21:00', area_id: await indoorOf(kingFahd(), date), guests_count: 2 })).body,
    );
    // Each answer to the customer's change carries their notes, as include=notes reads them.
    expect(parse((await put(sara, held.id, { action: 'update', details: { ...DETAILS, event_id: 2 } })).body)).toMatchObject({
      status: 'pending_payment',
      event: { id: 2 },
      notes: [{ author: 'customer', text: 'Window please' }],
    });
    const confirming = parse((await put(sara, held.id, { action: 'confirm', send_notification: true })).body);
    expect(confirming).toMatchObject({ status: 'pending_payment', is_payment_required: true });
    const sessionOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';
    const decide = (url: string, decision: string) =>
      fetch(`${suite.api.url}${new URL(url).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=${decision}`,
        redirect: 'manual',
      });
    const first = confirming.payment_url ?? '';
    expect((await decide(first, 'decline')).headers.get('location')).toContain(`/reservations/${held.id}?session=`);
    const confirmPayment = async (url: string) =>
      reservationPaymentResponseSchema.parse(
        (await customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.confirmPayment(held.id, sessionOf(url)), { method: 'POST' })).body,
      ).data;
    expect(await confirmPayment(first)).toMatchObject({ paid: false, code: 'payment_failed', reservation: { status: 'pending_payment' } });
    const again =
      parse((await customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.pay(held.id), { method: 'POST' })).body).payment_url ?? '';
    expect(again).not.toBe(first);
    expect(new URL(again).pathname).toBe(PAYMENT_PATHS.sandboxPage(sessionOf(again)));
    await decide(again, 'approve');
    expect(await confirmPayment(again)).toMatchObject({
      paid: true,
      reservation: { status: 'confirmed', paid: true, notes: [{ author: 'customer', text: 'Window please' }] },
    });
    const cancelled = parse((await put(sara, held.id, { action: 'cancel', cancellation_reason: 'Change of plans' })).body);
    expect(cancelled.notes?.map((note) => note.text)).toEqual(['Window please', 'Change of plans']);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Change of plans',
      refund: { amount: '50.00', to: 'card', at: clock.now().toISOString() },
    });
  });

  it('refunds a deposit paid after the hold ran out, and the table is not given back to that reservation', async () => {
    const date = '2026-03-07';
    const held = parse(
      (await hold(omar, { branch_id: kingFahd(), date, time: '22:00', area_id: await indoorOf(kingFahd(), date), guests_count: 2 })).body,
    );
    await put(omar, held.id, { action: 'update', details: DETAILS });
    const url = parse((await put(omar, held.id, { action: 'confirm' })).body).payment_url ?? '';
    await fetch(`${suite.api.url}${new URL(url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    clock.advance(10 * 60_000);
    const session = new URL(url).pathname.split('/').at(-1) ?? '';
    const answer = await customerCall(suite.api, SUFRA, omar, RESERVATION_PATHS.confirmPayment(held.id, session), { method: 'POST' });
    expect(reservationPaymentResponseSchema.parse(answer.body).data).toMatchObject({
      paid: false,
      code: 'payment_refunded',
      reservation: { status: 'cancelled', cancellation_reason: 'hold_expired' },
    });
    const [refund] = await suite.db.query<{ refunded_minor: number }>('SELECT refunded_minor FROM sandbox_payments WHERE session_id = $1', [
      session,
    ]);
    expect(refund?.refunded_minor).toBe(5000);
    clock.set(START);
  });

  it('lets the staff list a day, seat a party and mark a no-show only after the delay', async () => {
    const date = '2026-03-01';
    const held = parse(
      (await hold(omar, { branch_id: olaya(), date, time: '19:00', area_id: await indoorOf(olaya(), date), guests_count: 2 })).body,
    );
    const operator = { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' };
    const act = (action: string) =>
      call(suite.api, OPERATOR_RESERVATION_PATHS.action(held.id, action), { method: 'POST', headers: operator, body: '{}' });
    expect(parse((await act('confirm')).body).status).toBe('confirmed');
    expect(apiErrorSchema.parse((await act('no_show')).body).code).toBe('reservation_action_invalid');
    clock.set('2026-03-01T19:15:00+03:00');
    expect(parse((await act('no_show')).body).status).toBe('no_show');
    const day = await call(suite.api, OPERATOR_RESERVATION_PATHS.list, { headers: operator, query: { branch_id: String(olaya()), date } });
    expect((day.body as { data: Reservation[] }).data.map((row) => row.id)).toContain(held.id);
    clock.set(START);
  });
});
