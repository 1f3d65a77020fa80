import { randomBytes } from 'node:crypto';
import { HEADERS, OPERATOR_KEY_HEADER, OPERATOR_PAYMENT_PROVIDER_PATH } from '@storefront/shared/contracts';
import { OPENAPI_PATH } from '../http/openapi-routes';
import { sealCredentials } from '../payments/credentials-seal';
import { DEFAULT_PAYMENT_SETTINGS } from '../payments/payment-providers';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { createTestClock } from '../testing/test-clock';
import { call, startTestApi, type ApiAddress, type TestApi } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const SECRETS_KEY = randomBytes(32);
// Shaped like the providers' own keys, random per run: found in an answer, they could only have come from the store.
const MOYASAR = {
  publishable_key: `pk_test_${randomBytes(12).toString('hex')}`,
  secret_key: `sk_test_${randomBytes(12).toString('hex')}`,
  webhook_secret: `whsec_${randomBytes(12).toString('hex')}`,
};
const PAYMOB = {
  public_key: `egy_pk_test_${randomBytes(12).toString('hex')}`,
  secret_key: `egy_sk_test_${randomBytes(12).toString('hex')}`,
  api_key: `ZXlK${randomBytes(24).toString('base64url')}`,
  hmac_secret: randomBytes(16).toString('hex'),
  integration_ids: [4861234, 'card-ksa'],
};
const SECRETS = [MOYASAR.secret_key, MOYASAR.webhook_secret, PAYMOB.secret_key, PAYMOB.api_key, PAYMOB.hmac_secret];

// The providers' fixed prefixes are not secret: a public key shares `k_test_` with its secret key.
const randomPartOf = (secret: string) => secret.replace(/^(egy_sk_test_|sk_test_|whsec_|ZXlK)/, '');

/** Whether a piece of 8 characters of any secret's random part occurs in the text. */
const leaksSecret = (text: string): string | null => {
  for (const secret of SECRETS.map(randomPartOf))
    for (let start = 0; start + 8 <= secret.length; start += 1)
      if (text.includes(secret.slice(start, start + 8))) return secret.slice(start, start + 8);
  return null;
};

describe.each(testDatabases())("a tenant's own payment provider through the operator API on $label", (database) => {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, {
    clock: clock.now,
    paymentSettings: { ...DEFAULT_PAYMENT_SETTINGS, secretsKey: SECRETS_KEY },
  });
  const operatorCall = (api: ApiAddress, method: string, tenant: DemoTenant, body?: unknown, as: DemoTenant = tenant) =>
    call(api, OPERATOR_PAYMENT_PROVIDER_PATH, {
      method,
      headers: {
        [HEADERS.tenant]: tenant.name,
        [OPERATOR_KEY_HEADER]: as.operatorKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const put = (tenant: DemoTenant, body: unknown, as?: DemoTenant) => operatorCall(suite.api, 'PUT', tenant, body, as);
  const show = (tenant: DemoTenant, as?: DemoTenant) => operatorCall(suite.api, 'GET', tenant, undefined, as);
  const clear = (tenant: DemoTenant, as?: DemoTenant) => operatorCall(suite.api, 'DELETE', tenant, undefined, as);
  const storedRow = async (tenant: DemoTenant) =>
    (
      await suite.db.query<{ tenant_id: number; provider: string; credentials: string }>(
        'SELECT p.tenant_id, p.provider, p.credentials FROM tenant_payment_providers p JOIN tenants t ON t.id = p.tenant_id WHERE t.name = $1',
        [tenant.name],
      )
    )[0];
  const tenantId = async (tenant: DemoTenant) =>
    (await suite.db.query<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [tenant.name]))[0]?.id ?? 0;

  afterEach(async () => {
    await suite.db.query('DELETE FROM tenant_payment_providers');
  });

  it('sets Moyasar, shows its publishable key and which secrets are stored, never a secret, and clears it', async () => {
    const set = await put(SUFRA, { provider: 'moyasar', credentials: MOYASAR });
    const shown = {
      provider: 'moyasar',
      public_key: MOYASAR.publishable_key,
      integration_ids: null,
      secrets_set: ['secret_key', 'webhook_secret'],
      updated_at: '2026-11-22T09:00:00.000Z',
    };
    expect(set).toMatchObject({ status: 200, body: { data: shown } });
    expect(leaksSecret(JSON.stringify(set.body))).toBeNull();
    const row = await storedRow(SUFRA);
    expect(row?.provider).toBe('moyasar');
    expect(leaksSecret(row?.credentials ?? '')).toBeNull();

    const got = await show(SUFRA);
    expect(got).toMatchObject({ status: 200, body: { data: shown } });
    expect(leaksSecret(JSON.stringify(got.body))).toBeNull();

    expect(await clear(SUFRA)).toMatchObject({ status: 200, body: { data: null } });
    expect(await storedRow(SUFRA)).toBeUndefined();
    expect(await show(SUFRA)).toMatchObject({ status: 200, body: { data: null } });
    // Clearing again changes nothing.
    expect(await clear(SUFRA)).toMatchObject({ status: 200, body: { data: null } });
  });

  it("sets Paymob with its integrations, replacing the tenant's Moyasar, and says when it changed", async () => {
    await put(SUFRA, { provider: 'moyasar', credentials: MOYASAR });
    clock.advance(60_000);
    const set = await put(SUFRA, { provider: 'paymob', credentials: PAYMOB });
    expect(set).toMatchObject({
      status: 200,
      body: {
        data: {
          provider: 'paymob',
          public_key: PAYMOB.public_key,
          integration_ids: PAYMOB.integration_ids,
          secrets_set: ['secret_key', 'api_key', 'hmac_secret'],
          updated_at: '2026-11-22T09:01:00.000Z',
        },
      },
    });
    expect(leaksSecret(JSON.stringify(await show(SUFRA)))).toBeNull();
    expect((await storedRow(SUFRA))?.provider).toBe('paymob');
  });

  it.each([
    ['no credentials', { provider: 'moyasar' }, 'credentials'],
    ['a missing secret key', { provider: 'moyasar', credentials: { ...MOYASAR, secret_key: undefined } }, 'credentials.secret_key'],
    ['a short webhook secret', { provider: 'moyasar', credentials: { ...MOYASAR, webhook_secret: 'short' } }, 'credentials.webhook_secret'],
    ['an unknown provider', { provider: 'stripe', credentials: MOYASAR }, 'provider'],
    ['Paymob without integrations', { provider: 'paymob', credentials: { ...PAYMOB, integration_ids: [] } }, 'credentials.integration_ids'],
    ['a secret that is not text', { provider: 'paymob', credentials: { ...PAYMOB, hmac_secret: 12345678 } }, 'credentials.hmac_secret'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, body, field) => {
    const answer = await put(SUFRA, body);
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', message: expect.stringContaining(field), errors: { [field]: [expect.any(String)] } },
    });
    expect(leaksSecret(JSON.stringify(answer.body))).toBeNull();
    expect(await storedRow(SUFRA)).toBeUndefined();
  });

  it("lets no other tenant's operator key read, set or clear the tenant's provider", async () => {
    await put(SUFRA, { provider: 'moyasar', credentials: MOYASAR });
    for (const answer of [
      await show(SUFRA, NILE),
      await put(SUFRA, { provider: 'paymob', credentials: PAYMOB }, NILE),
      await clear(SUFRA, NILE),
    ]) {
      expect(answer).toMatchObject({ status: 401, body: { code: 'operator_credentials_invalid' } });
      expect(leaksSecret(JSON.stringify(answer.body))).toBeNull();
    }
    expect((await storedRow(SUFRA))?.provider).toBe('moyasar');
    // Nile's own key reaches Nile's provider only: it has none.
    expect(await show(NILE)).toMatchObject({ status: 200, body: { data: null } });
    expect(await clear(NILE)).toMatchObject({ status: 200 });
    expect((await storedRow(SUFRA))?.provider).toBe('moyasar');
  });

  describe('on an api without SECRETS_KEY', () => {
    let bare: TestApi;
    beforeAll(async () => {
      bare = await startTestApi(suite.db, { clock: clock.now });
    });
    afterAll(() => bare.app.close());

    it('refuses to set or show a stored provider with 503 payment_keys_not_configured, and still clears', async () => {
      expect(await operatorCall(bare, 'GET', SUFRA)).toMatchObject({ status: 200, body: { data: null } });
      await put(SUFRA, { provider: 'moyasar', credentials: MOYASAR });
      const refused = { status: 503, body: { code: 'payment_keys_not_configured', message: expect.stringContaining('SECRETS_KEY') } };
      expect(await operatorCall(bare, 'PUT', SUFRA, { provider: 'paymob', credentials: PAYMOB })).toMatchObject(refused);
      expect(await operatorCall(bare, 'GET', SUFRA)).toMatchObject(refused);
      expect((await storedRow(SUFRA))?.provider).toBe('moyasar');
      expect(await operatorCall(bare, 'DELETE', SUFRA)).toMatchObject({ status: 200, body: { data: null } });
      expect(await storedRow(SUFRA)).toBeUndefined();
    });
  });

  it('answers 503 payment_credentials_unreadable for credentials sealed under a key the api does not have', async () => {
    const id = await tenantId(SUFRA);
    await suite.db.query(
      `INSERT INTO tenant_payment_providers (tenant_id, provider, credentials, updated_at) VALUES ($1, 'moyasar', $2, now())`,
      [id, sealCredentials(randomBytes(32), id, JSON.stringify(MOYASAR))],
    );
    expect(await show(SUFRA)).toMatchObject({ status: 503, body: { code: 'payment_credentials_unreadable' } });
  });

  it('shows credentials still sealed under SECRETS_KEY_PREVIOUS on an api given both keys', async () => {
    const previous = randomBytes(32);
    const id = await tenantId(SUFRA);
    await suite.db.query(
      `INSERT INTO tenant_payment_providers (tenant_id, provider, credentials, updated_at) VALUES ($1, 'moyasar', $2, now())`,
      [id, sealCredentials(previous, id, JSON.stringify(MOYASAR))],
    );
    const rotating = await startTestApi(suite.db, {
      clock: clock.now,
      paymentSettings: { ...DEFAULT_PAYMENT_SETTINGS, secretsKey: SECRETS_KEY, previousSecretsKey: previous },
    });
    try {
      expect(await operatorCall(rotating, 'GET', SUFRA)).toMatchObject({
        status: 200,
        body: { data: { provider: 'moyasar', public_key: MOYASAR.publishable_key } },
      });
      expect(await show(SUFRA)).toMatchObject({ status: 503, body: { code: 'payment_credentials_unreadable' } });
    } finally {
      await rotating.app.close();
    }
  });

  it('documents the three calls in the OpenAPI document, with no secret-looking example', async () => {
    const document = await call(suite.api, OPENAPI_PATH);
    const paths = (document.body as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths[OPERATOR_PAYMENT_PROVIDER_PATH] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(JSON.stringify(document.body)).not.toMatch(/\b(sk|pk)_(test|live)_[A-Za-z0-9]{6,}/);
  });
});
