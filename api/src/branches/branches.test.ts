import {
  BRANCH_UPDATED_EVENT,
  FRAME_PATHS,
  HEADERS,
  OPERATOR_KEY_HEADER,
  apiErrorSchema,
  branchResponseSchema,
  branchUpdatedPayloadSchema,
  branchesResponseSchema,
  operatorBranchPath,
  operatorBranchResponseSchema,
  type Branch,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { sendBranchUpdate } from '../cli/send-branch-update';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { SUFRA_BRANCHES } from '../seed/tenants/sufra-branches';
import { connectSocket, nextEvent, recordEvents } from '../testing/socket-client';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

/** Wednesday 8 January 2025, 20:00 in Riyadh. */
const WEDNESDAY_EVENING_RIYADH = '2025-01-08T20:00:00+03:00';

describe.each(testDatabases())('branches on $label', (database) => {
  const clock = createTestClock(WEDNESDAY_EVENING_RIYADH);
  const suite = useTestApi(database, { clock: clock.now });
  const sockets: Socket[] = [];

  afterEach(() => {
    clock.set(WEDNESDAY_EVENING_RIYADH);
    for (const socket of sockets.splice(0)) socket.close();
  });

  const list = async (tenant: DemoTenant): Promise<Branch[]> => {
    const response = await call(suite.api, FRAME_PATHS.branches, { headers: storefrontHeaders(tenant) });
    expect(response.status).toBe(200);
    return branchesResponseSchema.parse(response.body).data;
  };
  const byName = async (tenant: DemoTenant, name: string): Promise<Branch> => {
    const branch = (await list(tenant)).find((candidate) => candidate.names.en === name);
    if (!branch) throw new Error(`no branch ${name}`);
    return branch;
  };
  const statuses = async (tenant: DemoTenant) => Object.fromEntries((await list(tenant)).map((branch) => [branch.names.en, branch.status]));

  describe('list', () => {
    it('answers the active branches in order, with the status now in the tenant time zone', async () => {
      const branches = await list(SUFRA);
      expect(branches.map((branch) => [branch.names.en, branch.status, branch.preparation_minutes])).toEqual([
        ['Sufra - Olaya', 'open', 25],
        ['Sufra - King Fahd Road', 'busy', 40],
        ['Sufra - Al Malqa', 'preorder', 30],
      ]);
      const [olaya] = branches;
      expect(olaya).toMatchObject({
        names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' },
        phone: '+966112150101',
        asap_allowed: true,
        schedule_allowed: true,
        order_types: ['delivery', 'pickup', 'curbside', 'dine_in'],
      });
      expect(olaya?.working_hours).toHaveLength(7);
      expect(olaya?.working_hours[0]).toEqual({ weekday: 0, opens: '10:00', closes: '02:00' });
      for (const branch of branches) {
        expect(branch.latitude).toBeGreaterThan(24.5);
        expect(branch.latitude).toBeLessThan(25);
        expect(branch.longitude).toBeGreaterThan(46.5);
        expect(branch.longitude).toBeLessThan(46.9);
      }
    });

    it('keeps a branch open past midnight and closes it after', async () => {
      clock.set('2025-01-09T01:30:00+03:00');
      expect(await statuses(SUFRA)).toEqual({
        'Sufra - Olaya': 'open',
        'Sufra - King Fahd Road': 'preorder',
        'Sufra - Al Malqa': 'preorder',
      });
      clock.set('2025-01-09T02:00:00+03:00');
      expect((await statuses(SUFRA))['Sufra - Olaya']).toBe('preorder');
    });

    it('reads the hours in Cairo time for the Egyptian tenant', async () => {
      // Friday 14:00 in Cairo: Heliopolis rests on Fridays and takes no scheduled orders.
      clock.set('2025-01-10T14:00:00+02:00');
      expect(await statuses(NILE)).toEqual({ 'Nile Kitchen - Zamalek': 'open', 'Nile Kitchen - Heliopolis': 'closed' });
      // 23:30 UTC on Friday is 01:30 on Saturday in Cairo: after Zamalek's 09:00-01:00.
      clock.set('2025-01-10T23:30:00Z');
      expect((await statuses(NILE))['Nile Kitchen - Zamalek']).toBe('closed');
    });

    it('leaves out an inactive branch', async () => {
      const malqa = await byName(SUFRA, 'Sufra - Al Malqa');
      await suite.db.query('UPDATE branches SET active = false WHERE id = $1', [malqa.id]);
      try {
        expect((await list(SUFRA)).map((branch) => branch.id)).not.toContain(malqa.id);
        expect((await call(suite.api, FRAME_PATHS.branch(malqa.id), { headers: storefrontHeaders(SUFRA) })).status).toBe(404);
      } finally {
        await suite.db.query('UPDATE branches SET active = true WHERE id = $1', [malqa.id]);
      }
    });

    it('answers 401 without the tenant credentials', async () => {
      const response = await call(suite.api, FRAME_PATHS.branches, {
        headers: { [HEADERS.tenant]: 'sufra', [HEADERS.appToken]: NILE.appToken },
      });
      expect(response.status).toBe(401);
    });
  });

  describe('one branch', () => {
    it('answers the branch as the list does', async () => {
      const kingFahd = await byName(SUFRA, 'Sufra - King Fahd Road');
      const response = await call(suite.api, FRAME_PATHS.branch(kingFahd.id), { headers: storefrontHeaders(SUFRA) });
      expect(response.status).toBe(200);
      expect(branchResponseSchema.parse(response.body).data).toEqual(kingFahd);
    });

    it('answers 404 for a branch of another tenant', async () => {
      const zamalek = await byName(NILE, 'Nile Kitchen - Zamalek');
      const response = await call(suite.api, FRAME_PATHS.branch(zamalek.id), { headers: storefrontHeaders(SUFRA) });
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(response.body)).toEqual({ code: 'branch_not_found', message: 'Branch not found' });
    });

    it.each(['999999', 'abc', '99999999999', '0', '-1', '1.5'])('answers 404 for id %s', async (id) => {
      const response = await call(suite.api, FRAME_PATHS.branch(id), { headers: storefrontHeaders(SUFRA) });
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(response.body).message).toBe('Branch not found');
    });
  });

  describe('operator switches', () => {
    const operatorHeaders = (tenant: DemoTenant) => ({
      [HEADERS.tenant]: tenant.name,
      [OPERATOR_KEY_HEADER]: tenant.operatorKey,
      'content-type': 'application/json',
    });
    const put = (tenant: DemoTenant, id: number | string, body: unknown, headers = operatorHeaders(tenant)) =>
      call(suite.api, operatorBranchPath(id), { method: 'PUT', headers, body: JSON.stringify(body) });
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

    afterEach(async () => {
      for (const seeded of SUFRA_BRANCHES) {
        await suite.db.query('UPDATE branches SET busy = $1, busy_extra_minutes = $2, manually_closed = $3 WHERE name_en = $4', [
          seeded.busy,
          seeded.busy_extra_minutes,
          seeded.manually_closed,
          seeded.names.en,
        ]);
      }
    });

    it('ends busy mode and tells the tenant room only', async () => {
      const kingFahd = await byName(SUFRA, 'Sufra - King Fahd Road');
      const sufra = await connect(SUFRA);
      const nile = await connect(NILE);
      const nileEvents = recordEvents(nile);
      const updated = nextEvent(sufra, BRANCH_UPDATED_EVENT);
      const response = await put(SUFRA, kingFahd.id, { busy: false });
      expect(response.status).toBe(200);
      expect(operatorBranchResponseSchema.parse(response.body).data).toMatchObject({
        id: kingFahd.id,
        status: 'open',
        preparation_minutes: 20,
      });
      expect(branchUpdatedPayloadSchema.parse(await updated)).toEqual({ id: kingFahd.id });
      await flush(nile, 'nile');
      expect(nileEvents).toEqual([{ event: 'marker', payload: {} }]);
      expect((await byName(SUFRA, 'Sufra - King Fahd Road')).status).toBe('open');
    });

    it('adds the busy minutes to the preparation time (as the CLI does)', async () => {
      const olaya = await byName(SUFRA, 'Sufra - Olaya');
      const answer = await sendBranchUpdate({
        apiUrl: suite.api.url,
        tenant: 'sufra',
        key: SUFRA.operatorKey,
        branchId: olaya.id,
        update: { busy: true, busy_extra_minutes: 30 },
      });
      expect(answer.data).toMatchObject({ status: 'busy', preparation_minutes: 55 });
    });

    it('closes a branch by hand: preorder when it takes scheduled orders', async () => {
      const olaya = await byName(SUFRA, 'Sufra - Olaya');
      const response = await put(SUFRA, olaya.id, { manually_closed: true });
      expect(operatorBranchResponseSchema.parse(response.body).data.status).toBe('preorder');
      expect((await byName(SUFRA, 'Sufra - Olaya')).status).toBe('preorder');
    });

    it('answers 404 for a branch of another tenant and sends nothing', async () => {
      const zamalek = await byName(NILE, 'Nile Kitchen - Zamalek');
      const nile = await connect(NILE);
      const nileEvents = recordEvents(nile);
      const response = await put(SUFRA, zamalek.id, { manually_closed: true });
      expect(response.status).toBe(404);
      expect((await byName(NILE, 'Nile Kitchen - Zamalek')).status).toBe('open');
      await flush(nile, 'nile');
      expect(nileEvents).toEqual([{ event: 'marker', payload: {} }]);
    });

    it.each([
      ['an empty body', {}, 'body'],
      ['an unknown field', { busy: true, open: true }, 'body'],
      ['negative minutes', { busy_extra_minutes: -5 }, 'busy_extra_minutes'],
      ['a text flag', { busy: 'yes' }, 'busy'],
    ])('answers 400 for %s', async (_case, body, field) => {
      const olaya = await byName(SUFRA, 'Sufra - Olaya');
      const response = await put(SUFRA, olaya.id, body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toHaveProperty(field);
    });

    it('answers 401 with the app token instead of the operator key', async () => {
      const headers = { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.appToken, 'content-type': 'application/json' };
      expect((await put(SUFRA, 1, { busy: true }, headers)).status).toBe(401);
    });
  });
});
