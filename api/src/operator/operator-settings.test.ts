import { HEADERS, OPERATOR_KEY_HEADER, OPERATOR_SETTINGS_PATH } from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import type { DemoTenant } from '../seed/demo-tenant';
import { call } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

describe.each(testDatabases())('the operator settings on $label', (database) => {
  const suite = useTestApi(database);
  const put = (tenant: DemoTenant, body: unknown, key = tenant.operatorKey) =>
    call(suite.api, OPERATOR_SETTINGS_PATH, {
      method: 'PUT',
      headers: { [HEADERS.tenant]: tenant.name, [OPERATOR_KEY_HEADER]: key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const storedDestination = async (tenant: DemoTenant) =>
    (
      await suite.db.query<{ value: string }>(
        `SELECT s.value FROM settings s JOIN tenants t ON t.id = s.tenant_id WHERE t.name = $1 AND s.key = 'payment.refund_destination'`,
        [tenant.name],
      )
    )[0]?.value ?? null;

  afterEach(() => put(SUFRA, { key: 'payment.refund_destination', value: 'card' }));

  it("changes the tenant's refund destination, and only that tenant's", async () => {
    const before = await storedDestination(NILE);
    const answer = await put(SUFRA, { key: 'payment.refund_destination', value: 'wallet' });
    expect(answer).toMatchObject({ status: 200, body: { data: { key: 'payment.refund_destination', value: 'wallet' } } });
    expect(await storedDestination(SUFRA)).toBe('wallet');
    expect(await storedDestination(NILE)).toBe(before);
  });

  it.each([
    ['a setting the restaurant may not change', { key: 'general.site_name', value: 'Mine' }, 'key'],
    ['a destination that is not card or wallet', { key: 'payment.refund_destination', value: 'cash' }, 'value'],
    ['no value', { key: 'payment.refund_destination' }, 'value'],
    ['a sender address that is not an e-mail', { key: 'email.from_address', value: 'orders at sufra' }, 'value'],
    ['a sender name of two lines', { key: 'email.from_name', value: 'Sufra\r\nBcc: everyone@example.com' }, 'value'],
    ['a sender name over 80 characters', { key: 'email.from_name', value: 'S'.repeat(81) }, 'value'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const answer = await put(SUFRA, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_input', errors: { [field]: [expect.any(String)] } });
    expect(await storedDestination(SUFRA)).not.toBe('cash');
  });

  it("sets the tenant's e-mail sender, and clears it with an empty value", async () => {
    const stored = async (key: string) =>
      (
        await suite.db.query<{ value: string }>(
          'SELECT s.value FROM settings s JOIN tenants t ON t.id = s.tenant_id WHERE t.name = $1 AND s.key = $2',
          [SUFRA.name, key],
        )
      )[0]?.value ?? null;
    for (const [key, value] of [
      ['email.from_name', 'سفرة للطلبات'],
      ['email.from_address', 'orders@sufra.example'],
    ] as const) {
      expect(await put(SUFRA, { key, value })).toMatchObject({ status: 200, body: { data: { key, value } } });
      expect(await stored(key)).toBe(value);
      expect((await put(SUFRA, { key, value: '' })).status).toBe(200);
      expect(await stored(key)).toBe('');
    }
  });

  it("refuses another tenant's operator key and a missing one", async () => {
    expect((await put(SUFRA, { key: 'payment.refund_destination', value: 'wallet' }, NILE.operatorKey)).status).toBe(401);
    expect((await put(SUFRA, { key: 'payment.refund_destination', value: 'wallet' }, '')).status).toBe(401);
    expect(await storedDestination(SUFRA)).not.toBe('wallet');
  });
});
