import {
  EMENU_PATHS,
  HEADERS,
  OPERATOR_FEEDBACK_PATH,
  OPERATOR_KEY_HEADER,
  OPERATOR_RESERVATION_PATHS,
  RESERVATION_PATHS,
  VALIDATION,
  VEHICLE_PATHS,
  WAITING_LIST_PATHS,
  apiErrorSchema,
  emenuResponseSchema,
  reservationBranchesResponseSchema,
} from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { SUFRA_OLAYA_EMENU_UUID } from '../seed/emenu/demo-emenus';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { partyOf, waitingCalls } from '../testing/waiting-calls';

/** Larger than any PostgreSQL integer: the database answers "value out of range" if it ever gets there. */
const HUGE = '99999999999';
const ID_PLACES = [
  'id',
  'branch_id',
  'area_id',
  'item_id',
  'brand_id',
  'color_id',
  'table_id',
  'reason_id',
  'event_id',
  'event_type_id',
  'address_id',
  'vehicle_id',
  'page',
  'per_page',
  'guests_count',
  'party_size',
  'quantity',
  'stars',
  'rating',
  'estimated_minutes',
  'busy_extra_minutes',
];

/** Every route of the api with its methods, read from Fastify's own route tree. */
const routesOf = (app: FastifyInstance): Array<{ method: string; path: string }> => {
  const stack: string[] = [];
  const routes: Array<{ method: string; path: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
  }
  return routes;
};

describe.each(testDatabases())('ids, counts, dates and texts out of bounds on $label', (database) => {
  // Sunday 1 March 2026, 12:00 in Riyadh.
  const clock = createTestClock('2026-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let token = '';
  let olaya = 0;

  beforeAll(async () => {
    token = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230001' })).token;
    const branches = reservationBranchesResponseSchema.parse(
      (await call(suite.api, RESERVATION_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    olaya = branches.find((branch) => branch.names.en === 'Sufra - Olaya')?.id ?? 0;
  }, DATABASE_SETUP_TIMEOUT_MS);

  const operator = (path: string, query: Record<string, string>) =>
    call(suite.api, path, { query, headers: { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey } });
  const fieldsOf = (body: unknown) => Object.keys(apiErrorSchema.parse(body).errors ?? {});

  it('never answers 500 on any route with 99999999999 in each id place (path, query and body)', async () => {
    // A token of its own: the sweep logs it out.
    const sweeper = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230002' })).token;
    const routes = routesOf(suite.api.app);
    expect(routes.length).toBeGreaterThan(80);
    // Logging out last: the sweep's token stays live for every other route.
    const ordered = [...routes].sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
    const failures: string[] = [];
    const query = Object.fromEntries(ID_PLACES.map((name) => [name, HUGE]));
    const body = JSON.stringify(Object.fromEntries(ID_PLACES.map((name) => [name, Number(HUGE)])));
    for (const { method, path } of ordered) {
      for (const param of [HUGE, '1']) {
        const url = path.replace(/:[A-Za-z]+/g, param);
        const response = await fetch(`${suite.api.url}${url}?${new URLSearchParams(query).toString()}`, {
          method,
          headers: {
            ...storefrontHeaders(SUFRA),
            [HEADERS.authorization]: `Bearer ${sweeper}`,
            [OPERATOR_KEY_HEADER]: SUFRA.operatorKey,
            ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' ? {} : { body }),
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${method} ${url} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Two calls on each of 115+ routes, one after another: seconds alone, longer beside other suites on 2 cores.
  }, 60_000);

  it('answers 400 for an out-of-range branch of a reservation, the staff lists and a vehicle brand', async () => {
    const hold = await customerCall(suite.api, SUFRA, token, RESERVATION_PATHS.create, {
      method: 'POST',
      body: { branch_id: Number(HUGE), date: '2026-03-02', time: '19:00', area_id: 1, guests_count: 2, source: 'web', is_next_day: false },
    });
    expect(hold.status).toBe(400);
    expect(fieldsOf(hold.body)).toEqual(['branch_id']);
    for (const path of [OPERATOR_RESERVATION_PATHS.list, OPERATOR_FEEDBACK_PATH]) {
      const list = await operator(path, { branch_id: HUGE, date: '2026-03-02' });
      expect(list.status).toBe(400);
      expect(fieldsOf(list.body)).toEqual(['branch_id']);
    }
    const vehicle = await customerCall(suite.api, SUFRA, token, VEHICLE_PATHS.create, {
      method: 'POST',
      body: { brand_id: Number(HUGE), color_id: 1, plate_number: 'ABC 123' },
    });
    expect(vehicle.status).toBe(400);
    expect(apiErrorSchema.parse(vehicle.body).errors).toEqual({ brand_id: [VALIDATION.choose] });
  });

  it('answers 400 for an e-menu feedback of an out-of-range branch', async () => {
    const form = new FormData();
    form.append('branch_id', HUGE);
    form.append('rating', '5');
    const response = await fetch(`${suite.api.url}${EMENU_PATHS.feedback}`, {
      method: 'POST',
      headers: storefrontHeaders(SUFRA),
      body: form,
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(await response.json())).toEqual(['branch_id']);
  });

  it.each(['2026-11-31', '2026-11-99', '2026-11-40', '2027-02-29'])(
    'refuses %s for slots, a booking and the staff lists with 400 and the date message, and books nothing',
    async (date) => {
      const count = async () => (await suite.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations'))[0]!.n;
      const before = await count();
      const slots = await customerCall(suite.api, SUFRA, null, RESERVATION_PATHS.slots(olaya), {
        method: 'POST',
        body: { branch_id: olaya, date, guests_count: 2, source: 'web' },
      });
      expect(slots.status).toBe(400);
      expect(apiErrorSchema.parse(slots.body).errors).toEqual({ date: [VALIDATION.date] });
      const hold = await customerCall(suite.api, SUFRA, token, RESERVATION_PATHS.create, {
        method: 'POST',
        body: { branch_id: olaya, date, time: '19:00', area_id: 1, guests_count: 2, source: 'web', is_next_day: false },
      });
      expect(hold.status).toBe(400);
      expect(apiErrorSchema.parse(hold.body).errors).toEqual({ date: [VALIDATION.date] });
      for (const path of [OPERATOR_RESERVATION_PATHS.list, OPERATOR_FEEDBACK_PATH]) {
        const list = await operator(path, { branch_id: String(olaya), date });
        expect(list.status).toBe(400);
        expect(apiErrorSchema.parse(list.body).errors).toEqual({ date: [VALIDATION.date] });
      }
      expect(await count()).toBe(before);
    },
  );

  it('refuses ESC and BEL in a waiting-list name and note and in feedback, with the field named', async () => {
    const waiting = waitingCalls(suite.api);
    const { branchId, areaIds } = await waiting.ids(SUFRA, 'Sufra - Olaya');
    const areaId = Object.values(areaIds)[0]!;
    const joined = await call(suite.api, WAITING_LIST_PATHS.create, {
      method: 'POST',
      query: { frontend: '1' },
      headers: { ...storefrontHeaders(SUFRA), 'content-type': 'application/json' },
      body: JSON.stringify({ ...partyOf(branchId, areaId, 1), name: 'A\u001B[2J\u001B[31mB', note: 'ring\u0007' }),
    });
    expect(joined.status).toBe(400);
    expect(apiErrorSchema.parse(joined.body).errors).toEqual({ name: [VALIDATION.hiddenCharacters], note: [VALIDATION.hiddenCharacters] });

    const branch = emenuResponseSchema.parse(
      (await call(suite.api, EMENU_PATHS.branch(SUFRA_OLAYA_EMENU_UUID), { headers: storefrontHeaders(SUFRA) })).body,
    ).data.branch.id;
    const form = new FormData();
    form.append('branch_id', String(branch));
    form.append('rating', '4');
    form.append('comment', '\u001B]0;pwned\u0007\u001B[2J');
    const feedback = await fetch(`${suite.api.url}${EMENU_PATHS.feedback}`, {
      method: 'POST',
      headers: storefrontHeaders(SUFRA),
      body: form,
    });
    expect(feedback.status).toBe(400);
    expect(apiErrorSchema.parse(await feedback.json()).errors).toEqual({ comment: [VALIDATION.hiddenCharacters] });
  });
});
