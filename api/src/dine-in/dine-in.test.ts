import {
  DINE_IN_PATHS,
  API_ERRORS,
  DINE_IN_SESSION_UPDATED_EVENT,
  FRAME_PATHS,
  HEADERS,
  OPERATOR_DINE_IN_PATHS,
  OPERATOR_KEY_HEADER,
  apiErrorSchema,
  branchesResponseSchema,
  dineInSessionResponseSchema,
  dineInSessionUpdatedPayloadSchema,
  type DineInSession,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { sendDineInChange } from '../cli/send-dine-in-change';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { connectSocket, nextEvent, recordEvents } from '../testing/socket-client';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const NOW = '2025-01-08T20:00:00+03:00';
/** The seeded tables the tests use (see api/src/seed/dine-in). */
const OLAYA_T1 = 101;
const OLAYA_T2 = 102;
const OLAYA_T3 = 103;
const OLAYA_T5 = 105;
const OLAYA_T8 = 108;
const MALQA_T1 = 301;
const HELIOPOLIS_T1 = 501;
const DEMO_SESSIONS = [
  ['sufra-olaya-t5', OLAYA_T5],
  ['sufra-olaya-t6', 106],
  ['nile-heliopolis-t2', 502],
] as const;

describe.each(testDatabases())('dine-in sessions on $label', (database) => {
  const clock = createTestClock(NOW);
  const suite = useTestApi(database, { clock: clock.now });
  const sockets: Socket[] = [];
  let branchIds: Record<string, number>;

  beforeAll(async () => {
    branchIds = {};
    for (const tenant of [SUFRA, NILE]) {
      const branches = branchesResponseSchema.parse(
        (await call(suite.api, FRAME_PATHS.branches, { headers: storefrontHeaders(tenant) })).body,
      ).data;
      for (const branch of branches) branchIds[branch.names.en] = branch.id;
    }
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await suite.db.query('DELETE FROM dine_in_sessions WHERE NOT (id = ANY ($1::text[]))', [DEMO_SESSIONS.map(([id]) => id)]);
    for (const [id, tableId] of DEMO_SESSIONS) {
      await suite.db.query("UPDATE dine_in_sessions SET table_id = $2, status = 'open', closed_at = NULL WHERE id = $1", [id, tableId]);
    }
    await suite.db.query('DELETE FROM dine_in_session_moves');
  });

  const read = (id: string, tenant: DemoTenant = SUFRA) =>
    call(suite.api, DINE_IN_PATHS.session(id), { headers: storefrontHeaders(tenant) });
  const readSession = async (id: string, tenant: DemoTenant = SUFRA): Promise<DineInSession> => {
    const response = await read(id, tenant);
    expect(response.status).toBe(200);
    return dineInSessionResponseSchema.parse(response.body).data;
  };
  const operatorHeaders = (tenant: DemoTenant) => ({
    [HEADERS.tenant]: tenant.name,
    [OPERATOR_KEY_HEADER]: tenant.operatorKey,
    'content-type': 'application/json',
  });
  const open = (body: unknown, tenant: DemoTenant = SUFRA) =>
    call(suite.api, OPERATOR_DINE_IN_PATHS.sessions, { method: 'POST', headers: operatorHeaders(tenant), body: JSON.stringify(body) });
  const openAt = async (tableId: number): Promise<DineInSession> => {
    const response = await open({ table_id: tableId });
    expect(response.status).toBe(201);
    return dineInSessionResponseSchema.parse(response.body).data;
  };
  const update = (id: string, body: unknown, tenant: DemoTenant = SUFRA) =>
    call(suite.api, OPERATOR_DINE_IN_PATHS.session(id), { method: 'PUT', headers: operatorHeaders(tenant), body: JSON.stringify(body) });
  const connect = async (tenant: DemoTenant): Promise<Socket> => {
    const socket = await connectSocket(suite.api.url, { tenant: tenant.name, app_token: tenant.appToken });
    sockets.push(socket);
    return socket;
  };
  /** Waits for a marker sent after everything else, so no earlier event can still be on its way. */
  const flush = async (socket: Socket, tenant: string): Promise<void> => {
    const marker = nextEvent(socket, 'marker');
    suite.api.app.realtime.emit(tenant, `branch_${tenant}`, 'marker');
    await marker;
  };
  const expectMessage = (response: { status: number; body: unknown }, status: number, message: string | RegExp) => {
    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse(response.body).message).toMatch(message);
  };

  describe('storefront read', () => {
    it('answers the demo sessions of each tenant with branch, table and area', async () => {
      expect(await readSession('sufra-olaya-t5')).toEqual({
        session_id: 'sufra-olaya-t5',
        status: 'open',
        branch_id: branchIds['Sufra - Olaya'],
        branch_names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
        table: { id: OLAYA_T5, name: 'T5', available: true },
        area: { id: 11, names: { ar: 'الصالة الرئيسية', en: 'Main hall' } },
      });
      expect(await readSession('sufra-olaya-t6')).toMatchObject({
        table: { id: 106, name: 'T6', available: true },
        area: { id: 12, names: { ar: 'الجلسات الخارجية', en: 'Terrace' } },
      });
      expect(await readSession('nile-heliopolis-t2', NILE)).toMatchObject({
        branch_id: branchIds['Nile Kitchen - Heliopolis'],
        table: { id: 502, name: 'T2', available: true },
      });
    });

    it('answers 404 for a session of another tenant', async () => {
      expectMessage(await read('sufra-olaya-t5', NILE), 404, API_ERRORS.session_not_found);
      expectMessage(await read('nile-heliopolis-t2', SUFRA), 404, API_ERRORS.session_not_found);
    });

    it.each([
      ['unknown', 'sufra-olaya-t9'],
      ['a uuid never opened', '6f0c1b9e-3a47-4c1e-9d2b-2b7e4c1a9f00'],
      ['with a space', 'sufra olaya'],
      ['with an underscore', 'sufra_olaya_t5'],
      ['with a dot', 't5.json'],
      ['with a slash', 'a/b'],
      ['with a quote', "t5'--"],
      ['arabic', 'طاولة'],
      ['of 65 characters', 'a'.repeat(65)],
    ])('answers 404 Session not found for an id %s', async (_case, id) => {
      expectMessage(await read(id), 404, API_ERRORS.session_not_found);
    });

    it('answers 404 with a message for an id too long for any route', async () => {
      const response = await read('a'.repeat(500));
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(response.body).message).toBe('Not found: a path parameter is too long');
    });

    it('answers 400 with a message for an id that is not valid percent-encoding', async () => {
      const response = await call(suite.api, `${DINE_IN_PATHS.session('x').slice(0, -1)}%E0%A4%A`, { headers: storefrontHeaders(SUFRA) });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).message).toMatch(/not a valid url component/);
    });

    it('answers 401 without the app token', async () => {
      const response = await call(suite.api, DINE_IN_PATHS.session('sufra-olaya-t5'), { headers: { [HEADERS.tenant]: 'sufra' } });
      expect(response.status).toBe(401);
    });
  });

  describe('storefront read by the printed table code', () => {
    const byCode = (branchId: number | string, code: string, tenant: DemoTenant = SUFRA) =>
      call(suite.api, `${DINE_IN_PATHS.tableSession}?branch_id=${branchId}&code=${encodeURIComponent(code)}`, {
        headers: storefrontHeaders(tenant),
      });

    it('answers the open session of the table printed "T5" in that branch, whatever the case', async () => {
      for (const code of ['T5', 't5', ' T5 ']) {
        const response = await byCode(branchIds['Sufra - Olaya']!, code);
        expect(response.status).toBe(200);
        expect(dineInSessionResponseSchema.parse(response.body).data).toMatchObject({
          session_id: 'sufra-olaya-t5',
          table: { id: OLAYA_T5, name: 'T5' },
        });
      }
    });

    it('answers 404 Session not found for a table without an open session, another branch or another tenant', async () => {
      expectMessage(await byCode(branchIds['Sufra - Olaya']!, 'T1'), 404, API_ERRORS.session_not_found);
      expectMessage(await byCode(branchIds['Sufra - Olaya']!, 'T99'), 404, API_ERRORS.session_not_found);
      expectMessage(await byCode(branchIds['Sufra - Al Malqa']!, 'T5'), 404, API_ERRORS.session_not_found);
      expectMessage(await byCode(branchIds['Nile Kitchen - Heliopolis']!, 'T2'), 404, API_ERRORS.session_not_found);
      expectMessage(await byCode(branchIds['Sufra - Olaya']!, 'T5', NILE), 404, API_ERRORS.session_not_found);
    });

    it('follows a move: the old table no longer answers, the new one does', async () => {
      await suite.db.query('UPDATE dine_in_sessions SET table_id = $2 WHERE id = $1', ['sufra-olaya-t5', OLAYA_T8]);
      expectMessage(await byCode(branchIds['Sufra - Olaya']!, 'T5'), 404, API_ERRORS.session_not_found);
      const moved = await byCode(branchIds['Sufra - Olaya']!, 'T8');
      expect(dineInSessionResponseSchema.parse(moved.body).data.session_id).toBe('sufra-olaya-t5');
    });

    it.each([
      ['no code', 'branch_id=1'],
      ['an empty code', 'branch_id=1&code='],
      ['a code of 21 characters', `branch_id=1&code=${'T'.repeat(21)}`],
      ['no branch', 'code=T5'],
      ['a branch that is not a number', 'branch_id=olaya&code=T5'],
      ['a branch beyond the id range', 'branch_id=99999999999&code=T5'],
    ])('answers 400 with a message for %s', async (_case, query) => {
      expectMessage(
        await call(suite.api, `${DINE_IN_PATHS.tableSession}?${query}`, { headers: storefrontHeaders(SUFRA) }),
        400,
        /^Invalid query/,
      );
    });
  });

  describe('operator', () => {
    it('opens a session at a table and tells the tenant branch room only', async () => {
      const sufra = await connect(SUFRA);
      const nile = await connect(NILE);
      const nileEvents = recordEvents(nile);
      const updated = nextEvent(sufra, DINE_IN_SESSION_UPDATED_EVENT);
      const session = await openAt(OLAYA_T1);
      expect(session).toMatchObject({
        status: 'open',
        branch_id: branchIds['Sufra - Olaya'],
        table: { id: OLAYA_T1, name: 'T1', available: true },
        area: { id: 11 },
      });
      expect(session.session_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(dineInSessionUpdatedPayloadSchema.parse(await updated)).toEqual({ session_id: session.session_id });
      expect(await readSession(session.session_id)).toEqual(session);
      const [stored] = await suite.db.query<{ opened_at: Date }>('SELECT opened_at FROM dine_in_sessions WHERE id = $1', [
        session.session_id,
      ]);
      expect(new Date(stored?.opened_at ?? 0).toISOString()).toBe(new Date(NOW).toISOString());
      await flush(nile, 'nile');
      expect(nileEvents).toEqual([{ event: 'marker', payload: {} }]);
    });

    it('answers 409 for a second open session at a table', async () => {
      await openAt(OLAYA_T1);
      expectMessage(await open({ table_id: OLAYA_T1 }), 409, 'Table T1 already has an open session');
      expectMessage(await open({ table_id: OLAYA_T5 }), 409, 'Table T5 already has an open session');
      const [count] = await suite.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM dine_in_sessions WHERE table_id = $1 AND status = 'open'",
        [OLAYA_T1],
      );
      expect(count?.count).toBe(1);
    });

    it('opens one session when two opens at a table race', async () => {
      const answers = await Promise.all([open({ table_id: OLAYA_T2 }), open({ table_id: OLAYA_T2 })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    });

    it('opens at a table the staff blocked: the session shows it unavailable', async () => {
      expect((await openAt(OLAYA_T8)).table).toEqual({ id: OLAYA_T8, name: 'T8', available: false });
    });

    it('moves a session to a table of another branch: the branch changes', async () => {
      const sufra = await connect(SUFRA);
      const updated = nextEvent(sufra, DINE_IN_SESSION_UPDATED_EVENT);
      const response = await update('sufra-olaya-t5', { table_id: MALQA_T1 });
      expect(response.status).toBe(200);
      const moved = dineInSessionResponseSchema.parse(response.body).data;
      expect(moved).toEqual({
        session_id: 'sufra-olaya-t5',
        status: 'open',
        branch_id: branchIds['Sufra - Al Malqa'],
        branch_names: { ar: 'سفرة - الملقا', en: 'Sufra - Al Malqa' },
        table: { id: MALQA_T1, name: 'T1', available: true },
        area: { id: 31, names: { ar: 'الصالة الرئيسية', en: 'Main hall' } },
      });
      expect(dineInSessionUpdatedPayloadSchema.parse(await updated)).toEqual({ session_id: 'sufra-olaya-t5' });
      expect(await readSession('sufra-olaya-t5')).toEqual(moved);
      expect(await suite.db.query('SELECT session_id, from_table_id, to_table_id FROM dine_in_session_moves')).toEqual([
        { session_id: 'sufra-olaya-t5', from_table_id: OLAYA_T5, to_table_id: MALQA_T1 },
      ]);
      // The table it left is free again.
      expect((await openAt(OLAYA_T5)).table.name).toBe('T5');
    });

    it('answers 409 when moving to a table with an open session, and changes nothing', async () => {
      expectMessage(await update('sufra-olaya-t5', { table_id: 106 }), 409, 'Table T6 already has an open session');
      expect((await readSession('sufra-olaya-t5')).table.id).toBe(OLAYA_T5);
    });

    it('closes a session (as the CLI does): read back closed, the table is free, no more changes', async () => {
      const sufra = await connect(SUFRA);
      const updated = nextEvent(sufra, DINE_IN_SESSION_UPDATED_EVENT);
      const closed = await sendDineInChange({
        apiUrl: suite.api.url,
        tenant: 'sufra',
        key: SUFRA.operatorKey,
        dineIn: { action: 'close', sessionId: 'sufra-olaya-t6' },
      });
      expect(closed.data).toMatchObject({ session_id: 'sufra-olaya-t6', status: 'closed', table: { id: 106 } });
      expect(dineInSessionUpdatedPayloadSchema.parse(await updated)).toEqual({ session_id: 'sufra-olaya-t6' });
      expect((await readSession('sufra-olaya-t6')).status).toBe('closed');
      expectMessage(await update('sufra-olaya-t6', { status: 'closed' }), 409, 'Session is closed');
      expectMessage(await update('sufra-olaya-t6', { table_id: OLAYA_T3 }), 409, 'Session is closed');
      expect((await openAt(106)).status).toBe('open');
    });

    it('opens and moves through the CLI sender', async () => {
      const target = { apiUrl: suite.api.url, tenant: 'sufra', key: SUFRA.operatorKey };
      const opened = await sendDineInChange({ ...target, dineIn: { action: 'open', tableId: OLAYA_T3 } });
      const moved = await sendDineInChange({ ...target, dineIn: { action: 'move', sessionId: opened.data.session_id, tableId: OLAYA_T2 } });
      expect(moved.data).toMatchObject({ session_id: opened.data.session_id, table: { name: 'T2' } });
      await expect(sendDineInChange({ ...target, dineIn: { action: 'open', tableId: OLAYA_T2 } })).rejects.toThrow(
        'api answered 409: Table T2 already has an open session',
      );
    });

    it('answers the session unchanged, and tells nobody, when moved to its own table', async () => {
      const sufra = await connect(SUFRA);
      const events = recordEvents(sufra);
      const response = await update('sufra-olaya-t5', { table_id: OLAYA_T5 });
      expect(dineInSessionResponseSchema.parse(response.body).data.table.id).toBe(OLAYA_T5);
      await flush(sufra, 'sufra');
      expect(events).toEqual([{ event: 'marker', payload: {} }]);
    });

    it('answers 404 for a table or a session of another tenant, and tells nobody', async () => {
      const nile = await connect(NILE);
      const nileEvents = recordEvents(nile);
      expectMessage(await open({ table_id: HELIOPOLIS_T1 }), 404, 'Table not found');
      expectMessage(await update('sufra-olaya-t5', { table_id: HELIOPOLIS_T1 }), 404, 'Table not found');
      expectMessage(await update('nile-heliopolis-t2', { status: 'closed' }), 404, API_ERRORS.session_not_found);
      expect((await readSession('nile-heliopolis-t2', NILE)).status).toBe('open');
      await flush(nile, 'nile');
      expect(nileEvents).toEqual([{ event: 'marker', payload: {} }]);
    });

    it.each([
      ['unknown', 'sufra-olaya-t9'],
      ['malformed', 'sufra_olaya'],
      ['too long', 'a'.repeat(65)],
    ])('answers 404 for a session id %s', async (_case, id) => {
      expectMessage(await update(id, { status: 'closed' }), 404, API_ERRORS.session_not_found);
    });

    it.each([
      ['an unknown table', { table_id: 999999 }],
      ['the largest integer id', { table_id: 2_147_483_647 }],
    ])('answers 404 for %s', async (_case, body) => {
      expectMessage(await open(body), 404, 'Table not found');
      expectMessage(await update('sufra-olaya-t5', body), 404, 'Table not found');
    });

    it.each([
      ['no table', {}],
      ['a table label', { table_id: 'T5' }],
      ['table 0', { table_id: 0 }],
      ['a fractional table', { table_id: 1.5 }],
      ['a table id beyond any integer column (the shared id bound)', { table_id: 99_999_999_999 }],
      ['an unknown field', { table_id: OLAYA_T1, branch_id: 1 }],
    ])('answers 400 to open with %s', async (_case, body) => {
      const response = await open(body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).message).toMatch(/^Invalid body/);
    });

    it.each([
      ['an empty body', {}],
      ['another status', { status: 'open' }],
      ['an unknown field', { status: 'closed', notes: 'x' }],
    ])('answers 400 to update with %s', async (_case, body) => {
      const response = await update('sufra-olaya-t5', body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).message).toMatch(/^Invalid body/);
    });

    it('answers 401 with the app token instead of the operator key', async () => {
      const headers = { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.appToken, 'content-type': 'application/json' };
      const response = await call(suite.api, OPERATOR_DINE_IN_PATHS.sessions, {
        method: 'POST',
        headers,
        body: JSON.stringify({ table_id: OLAYA_T1 }),
      });
      expect(response.status).toBe(401);
    });
  });
});
