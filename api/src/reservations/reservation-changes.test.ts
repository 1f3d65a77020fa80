import {
  RESERVATION_PATHS,
  apiErrorSchema,
  reservationBranchesResponseSchema,
  reservationResponseSchema,
  reservationSlotsResponseSchema,
  type Reservation,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

/** Sunday 1 March 2026, 12:00 in Riyadh. */
const START = '2026-03-01T12:00:00+03:00';
const DETAILS = { name: 'Sara', email: 'sara@example.com', country_code: 'SA', phone: '0551234567', note: '', allergens: [] };

describe.each(testDatabases())('changing a reservation on $label', (database) => {
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
  const sections = async (branchId: number, date: string, guests: number) =>
    reservationSlotsResponseSchema.parse(
      (
        await customerCall(suite.api, SUFRA, null, RESERVATION_PATHS.slots(branchId), {
          method: 'POST',
          body: { branch_id: branchId, date, guests_count: guests },
        })
      ).body,
    ).data.sections;
  const parse = (body: unknown): Reservation => reservationResponseSchema.parse(body).data;
  const put = (token: string, id: number, body: unknown) =>
    customerCall(suite.api, SUFRA, token, RESERVATION_PATHS.item(id), { method: 'PUT', body });
  const hold = async (token: string, branchId: number, date: string, time: string, guests: number, section = 0) => {
    const area = (await sections(branchId, date, guests))[section]?.id ?? 0;
    const answer = await customerCall(suite.api, SUFRA, token, RESERVATION_PATHS.create, {
      method: 'POST',
      body: { branch_id: branchId, date, time, area_id: area, guests_count: guests, is_next_day: false },
    });
    expect(answer.status).toBe(201);
    return parse(answer.body);
  };
  /** A free Olaya booking, held, detailed and confirmed. */
  const book = async (token: string, date: string, time: string, guests: number) => {
    const held = await hold(token, olaya(), date, time, guests);
    expect((await put(token, held.id, { action: 'update', details: DETAILS })).status).toBe(200);
    const confirmed = parse((await put(token, held.id, { action: 'confirm' })).body);
    expect(confirmed.status).toBe('confirmed');
    return confirmed;
  };
  const change = (token: string, id: number, body: Record<string, unknown>) =>
    put(token, id, { action: 'change', is_next_day: false, ...body });
  const codeOf = (body: unknown) => apiErrorSchema.parse(body).code;

  it('moves a confirmed booking to another time and party: a fitting table, the old one free again', async () => {
    const date = '2026-03-06';
    const booked = await book(sara, date, '13:00', 2);
    expect(booked).toMatchObject({ changeable: true, table_name: 'T1' });
    const indoor = booked.area_id;
    const answer = await change(sara, booked.id, { date: '2026-03-07', time: '20:00', area_id: indoor, guests_count: 4 });
    expect(answer.status).toBe(200);
    const moved = parse(answer.body);
    expect(moved).toMatchObject({
      id: booked.id,
      status: 'confirmed',
      action: 'change',
      date: '2026-03-07',
      time: '20:00',
      guests_count: 4,
    });
    expect(moved.table_name).toBe('T2');
    expect(moved.starts_at).toBe('2026-03-07T17:00:00.000Z');
    expect(moved.ends_at).toBe('2026-03-07T18:30:00.000Z');
    // 13:00 on the first day is free again for a party of two.
    expect((await sections(olaya(), date, 2))[0]?.periods.map((period) => period.time)).toContain('13:00');
    // Someone else's booking is not found; a bad body is a 400 with a message.
    expect((await change(omar, booked.id, { date, time: '14:00', area_id: indoor, guests_count: 2 })).status).toBe(404);
    const bad = await change(sara, booked.id, { date, time: '14:00', area_id: indoor, guests_count: 0 });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(bad.body).message).toBeTruthy();
    // A period the section does not have, and guests beyond the branch's bounds, are refused.
    expect(codeOf((await change(sara, booked.id, { date, time: '15:30', area_id: indoor, guests_count: 2 })).body)).toBe('slot_invalid');
    expect(codeOf((await change(sara, booked.id, { date, time: '14:00', area_id: indoor, guests_count: 9 })).body)).toBe(
      'reservation_guests_out_of_range',
    );
  });

  it('refuses a change that would change the deposit, and takes one with the same deposit', async () => {
    const date = '2026-03-08';
    const held = await hold(sara, kingFahd(), date, '20:00', 2);
    expect(held.cost).toBe('50.00');
    // The deposit paid (as the payment sandbox's approval leaves it): confirmed.
    await suite.db.query(`UPDATE reservations SET status = 'confirmed', paid_at = $2 WHERE id = $1`, [held.id, clock.now()]);
    const [indoor, terrace] = await sections(kingFahd(), date, 2);
    const dearer = await change(sara, held.id, { date, time: '21:00', area_id: terrace?.id, guests_count: 2 });
    expect(dearer.status).toBe(409);
    expect(codeOf(dearer.body)).toBe('reservation_change_deposit');
    const same = await change(sara, held.id, { date, time: '21:00', area_id: indoor?.id, guests_count: 3 });
    expect(same.status).toBe(200);
    expect(parse(same.body)).toMatchObject({ time: '21:00', guests_count: 3, cost: '50.00', paid: true });
  });

  it('refuses changes to unconfirmed bookings, close to the time, and at a branch that takes none', async () => {
    const date = '2026-03-09';
    const held = await hold(omar, olaya(), date, '13:00', 2);
    expect(held.changeable).toBe(false);
    expect(codeOf((await change(omar, held.id, { date, time: '14:00', area_id: held.area_id, guests_count: 2 })).body)).toBe(
      'reservation_change_closed',
    );
    // Today 13:00 starts in an hour: within the two hours before it, no change.
    const soon = await book(omar, '2026-03-01', '13:00', 2);
    expect(soon.changeable).toBe(false);
    const late = await change(omar, soon.id, { date, time: '19:00', area_id: soon.area_id, guests_count: 2 });
    expect(late.status).toBe(409);
    expect(codeOf(late.body)).toBe('reservation_change_closed');
    const later = await book(omar, date, '19:00', 2);
    await suite.db.query('UPDATE reservation_settings SET change_hours = NULL WHERE branch_id = $1', [olaya()]);
    try {
      const read = parse((await customerCall(suite.api, SUFRA, omar, RESERVATION_PATHS.item(later.id))).body);
      expect(read.changeable).toBe(false);
      expect(codeOf((await change(omar, later.id, { date, time: '20:00', area_id: later.area_id, guests_count: 2 })).body)).toBe(
        'reservation_change_closed',
      );
    } finally {
      await suite.db.query('UPDATE reservation_settings SET change_hours = 2 WHERE branch_id = $1', [olaya()]);
    }
  });

  it('gives the last table to one of two customers changing to it with twenty requests at once', async () => {
    const date = '2026-03-10';
    const a = await book(sara, date, '13:00', 2);
    const b = await book(omar, date, '14:00', 2);
    // Only T3 seats six in the indoor section.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? change(sara, a.id, { date, time: '20:00', area_id: a.area_id, guests_count: 6 })
          : change(omar, b.id, { date, time: '20:00', area_id: b.area_id, guests_count: 6 }),
      ),
    );
    const winners = new Set(answers.flatMap((answer, index) => (answer.status === 200 ? [index % 2] : [])));
    expect(winners.size).toBe(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(codeOf(refused.body)).toBe('slot_invalid');
    const atEight = await suite.db.query(
      `SELECT id FROM reservations WHERE day = $1 AND time = '20:00' AND section_id = $2 AND status = 'confirmed'`,
      [date, a.area_id],
    );
    expect(atEight).toHaveLength(1);
    // The loser keeps their booking as it was.
    const loser = winners.has(0) ? { token: omar, id: b.id, time: '14:00' } : { token: sara, id: a.id, time: '13:00' };
    expect(parse((await customerCall(suite.api, SUFRA, loser.token, RESERVATION_PATHS.item(loser.id))).body)).toMatchObject({
      status: 'confirmed',
      time: loser.time,
      guests_count: 2,
    });
  }, 30_000);

  it('keeps one live hold per customer and one booking per table when changes and holds race (twenty at once)', async () => {
    const date = '2026-03-11';
    const booked = await book(sara, date, '13:00', 2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? change(sara, booked.id, { date, time: '19:00', area_id: booked.area_id, guests_count: 2 })
          : customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.create, {
              method: 'POST',
              body: { branch_id: olaya(), date, time: '19:00', area_id: booked.area_id, guests_count: 2, is_next_day: false },
            }),
      ),
    );
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const live = await suite.db.query(
      `SELECT r.id FROM reservations r JOIN customers c ON c.tenant_id = r.tenant_id AND c.id = r.customer_id
        WHERE c.mobile = '551234567' AND r.status IN ('pending', 'pending_payment') AND r.hold_expires_at > $1`,
      [clock.now()],
    );
    expect(live.length).toBeLessThanOrEqual(1);
    const overlapping = await suite.db.query(
      `SELECT a.id FROM reservations a JOIN reservations b ON a.tenant_id = b.tenant_id AND a.table_id = b.table_id AND a.id < b.id
          AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
        WHERE a.day = $1 AND b.day = $1
          AND (a.status = 'confirmed' OR (a.status IN ('pending', 'pending_payment') AND a.hold_expires_at > $2))
          AND (b.status = 'confirmed' OR (b.status IN ('pending', 'pending_payment') AND b.hold_expires_at > $2))`,
      [date, clock.now()],
    );
    expect(overlapping).toHaveLength(0);
    expect(parse((await customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.item(booked.id))).body).status).toBe('confirmed');
  }, 30_000);
});
