import { randomBytes } from 'node:crypto';
import { secretsOutput, type OpenCommandDatabase } from '../cli/secrets-command';
import type { Db } from '../db/db';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { startTestApi } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, openAgain, testDatabases } from '../testing/test-databases';
import { useTestDatabase } from '../testing/test-suite';
import { openCredentials, sealCredentials } from './credentials-seal';
import { DEFAULT_PAYMENT_SETTINGS } from './payment-providers';
import { rotateTenantCredentials } from './tenant-payment-service';

const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
const ROTATION_ENV = { SECRETS_KEY: NEW_KEY.toString('hex'), SECRETS_KEY_PREVIOUS: OLD_KEY.toString('base64') };
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const credentialsOf = (tenantId: number) => ({
  secret_key: `sk_test_${tenantId}_${randomBytes(8).toString('hex')}`,
  publishable_key: `pk_test_${tenantId}_${randomBytes(8).toString('hex')}`,
  webhook_secret: `whsec_${randomBytes(8).toString('hex')}`,
});

interface Row {
  tenant_id: number;
  credentials: string;
  updated_at: Date;
}

describe.each(testDatabases())("re-sealing the tenants' payment credentials under a new SECRETS_KEY on $label", (database) => {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestDatabase(database);
  /** Each tenant's credentials as set, by tenant id. */
  const plain = new Map<number, ReturnType<typeof credentialsOf>>();
  const rows = () => suite.db.query<Row>('SELECT tenant_id, credentials, updated_at FROM tenant_payment_providers ORDER BY tenant_id');
  const opensWith = (key: Buffer, row: Row) => openCredentials(key, row.tenant_id, row.credentials);
  /** Every tenant's Moyasar sealed under the old key, as before the rotation began. */
  const sealAllUnderOldKey = async () => {
    await suite.db.query('DELETE FROM tenant_payment_providers');
    for (const { id } of await suite.db.query<{ id: number }>('SELECT id FROM tenants ORDER BY id')) {
      const credentials = credentialsOf(id);
      plain.set(id, credentials);
      await suite.db.query(
        `INSERT INTO tenant_payment_providers (tenant_id, provider, credentials, updated_at) VALUES ($1, 'moyasar', $2, $3)`,
        [id, sealCredentials(OLD_KEY, id, JSON.stringify(credentials)), clock.now()],
      );
    }
  };
  const onSuiteDb: OpenCommandDatabase = async () => ({ db: suite.db, close: async () => {} });
  const sufraId = async () => (await suite.db.query<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [SUFRA.name]))[0]?.id ?? 0;

  let sara: string | undefined;
  /** The publishable key a card order of Sufra is handed on an api given these keys: its own Moyasar's, opened with them. */
  const cardFormKey = async (secretsKey: Buffer, previousSecretsKey: Buffer | null, idempotencyKey: string) => {
    const api = await startTestApi(suite.db, {
      clock: clock.now,
      devOutbox: true,
      paymentSettings: { ...DEFAULT_PAYMENT_SETTINGS, secretsKey, previousSecretsKey },
    });
    try {
      // One login: the token is the database's, good on every api over it.
      sara ??= (await loginWithCode(api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
      const { payment } = await orderCalls(api, SUFRA).placedPickup(sara, idempotencyKey, { payment_method: 'card' }, [HUMMUS]);
      return payment?.card_form?.publishable_key;
    } finally {
      await api.app.close();
    }
  };

  beforeEach(sealAllUnderOldKey, DATABASE_SETUP_TIMEOUT_MS);

  it('keeps card payments going mid-rotation, re-seals every tenant once, and then needs the old key no more', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const sufra = await sufraId();
    // Mid-rotation: the api has the new key and the previous one; nothing is re-sealed yet.
    expect(await cardFormKey(NEW_KEY, OLD_KEY, 'rotation-mid-0001')).toBe(plain.get(sufra)?.publishable_key);

    expect(await secretsOutput(['rotate'], ROTATION_ENV, onSuiteDb)).toEqual({
      text: `re-sealed the payment credentials of ${before.length} tenant(s) under SECRETS_KEY; 0 already were`,
      exitCode: 0,
    });
    const after = await rows();
    for (const row of after) {
      expect(JSON.parse(opensWith(NEW_KEY, row) ?? 'null')).toEqual(plain.get(row.tenant_id));
      expect(opensWith(OLD_KEY, row)).toBeNull();
    }
    // The provider did not change, only the key it is sealed under.
    expect(after.map((row) => row.updated_at.toISOString())).toEqual(before.map((row) => row.updated_at.toISOString()));

    // Again: nothing more to do, nothing rewritten.
    expect(await secretsOutput(['rotate'], ROTATION_ENV, onSuiteDb)).toEqual({
      text: `re-sealed the payment credentials of 0 tenant(s) under SECRETS_KEY; ${before.length} already were`,
      exitCode: 0,
    });
    expect((await rows()).map((row) => row.credentials)).toEqual(after.map((row) => row.credentials));

    // The old key can leave the environment.
    expect(await cardFormKey(NEW_KEY, null, 'rotation-after-0001')).toBe(plain.get(sufra)?.publishable_key);
  }, 60_000);

  it('re-seals each tenant exactly once when rotations run at the same time, from two connection pools', async () => {
    const before = await rows();
    const second = await openAgain(suite.db);
    try {
      const pools: Db[] = [suite.db, second.db];
      const reports = await Promise.all(
        Array.from({ length: 6 }, (_, index) => rotateTenantCredentials(pools[index % 2]!, { current: NEW_KEY, previous: OLD_KEY })),
      );
      const resealed = reports.flatMap((report) => report.resealed).sort((a, b) => a - b);
      expect(resealed).toEqual(before.map((row) => row.tenant_id));
      for (const report of reports) {
        expect(report.unreadable).toEqual([]);
        expect([...report.resealed, ...report.current].sort((a, b) => a - b)).toEqual(resealed);
      }
      for (const row of await rows()) expect(JSON.parse(opensWith(NEW_KEY, row) ?? 'null')).toEqual(plain.get(row.tenant_id));
    } finally {
      await second.close();
    }
  });

  it('names the tenants whose credentials open with neither key, exits 1, and re-seals the others', async () => {
    const sufra = await sufraId();
    await suite.db.query('UPDATE tenant_payment_providers SET credentials = $2 WHERE tenant_id = $1', [
      sufra,
      sealCredentials(randomBytes(32), sufra, '{}'),
    ]);
    const output = await secretsOutput(['rotate'], ROTATION_ENV, onSuiteDb);
    expect(output.exitCode).toBe(1);
    expect(output.text).toContain(`the credentials of tenant id(s) ${sufra} open neither with SECRETS_KEY nor with SECRETS_KEY_PREVIOUS`);
    for (const row of await rows()) if (row.tenant_id !== sufra) expect(opensWith(NEW_KEY, row)).not.toBeNull();
  });

  it('refuses to run without SECRETS_KEY, or as another command', async () => {
    await expect(secretsOutput(['rotate'], {}, onSuiteDb)).rejects.toThrow(/SECRETS_KEY is not set/);
    await expect(secretsOutput(['turn'], ROTATION_ENV, onSuiteDb)).rejects.toThrow(/The command is rotate/);
    expect((await secretsOutput(['--help'], {}, onSuiteDb)).text).toMatch(/^Usage:\n {2}node api\/dist\/cli\/secrets\.js rotate/);
    for (const row of await rows()) expect(opensWith(OLD_KEY, row)).not.toBeNull();
  });
});
