import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_PATHS } from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { DEFAULT_PAYMENT_SETTINGS } from '../payments/payment-providers';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { call, storefrontHeaders } from '../testing/test-app';
import { operatorOutput } from './operator-output';

const MOYASAR = {
  publishable: `pk_test_${randomBytes(12).toString('hex')}`,
  secret: `sk_test_${randomBytes(12).toString('hex')}`,
  webhook: `whsec_${randomBytes(12).toString('hex')}`,
};
const PAYMOB = {
  secret: `egy_sk_test_${randomBytes(12).toString('hex')}`,
  public: `egy_pk_test_${randomBytes(12).toString('hex')}`,
  api: `ZXlK${randomBytes(24).toString('base64url')}`,
  hmac: randomBytes(16).toString('hex'),
};
const SECRETS = [MOYASAR.secret, MOYASAR.webhook, PAYMOB.secret, PAYMOB.api, PAYMOB.hmac];

describe.each(testDatabases())('npm run ops -- payments set|show|clear on $label', (database) => {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, paymentSettings: { ...DEFAULT_PAYMENT_SETTINGS, secretsKey: randomBytes(32) } });
  const ops = (...argv: string[]) => operatorOutput(argv, { API_URL: suite.api.url });
  const expectNoSecret = (printed: string) => {
    for (const secret of SECRETS) expect(printed).not.toContain(secret.slice(-12));
  };

  it("sets the tenant's Moyasar account and prints it without a secret", async () => {
    const printed = await ops(
      'payments',
      'set',
      '--tenant',
      'sufra',
      '--provider',
      'moyasar',
      '--publishable-key',
      MOYASAR.publishable,
      '--secret-key',
      MOYASAR.secret,
      '--webhook-secret',
      MOYASAR.webhook,
    );
    expect(printed).toBe(
      `payment provider of sufra is moyasar, public key ${MOYASAR.publishable}, STC Pay off, Apple Pay off; secrets set: secret_key, webhook_secret; changed 2026-11-22T09:00:00.000Z`,
    );
    expectNoSecret(printed);
    expect(await ops('payments', 'show', '--tenant', 'sufra')).toBe(printed);
  });

  it('switches STC Pay on for a Moyasar account that has it, and refuses anything but on or off', async () => {
    const moyasar = ['payments', 'set', '--tenant', 'sufra', '--provider', 'moyasar', '--publishable-key', MOYASAR.publishable];
    const keys = ['--secret-key', MOYASAR.secret, '--webhook-secret', MOYASAR.webhook];
    expect(await ops(...moyasar, ...keys, '--stc-pay', 'on')).toContain(', STC Pay on, Apple Pay off;');
    expect(await ops('payments', 'show', '--tenant', 'sufra')).toContain(', STC Pay on, Apple Pay off;');
    await expect(ops(...moyasar, ...keys, '--stc-pay', 'yes')).rejects.toThrow('--stc-pay takes on or off');
    await expect(
      ops('payments', 'set', '--tenant', 'sufra', '--provider', 'paymob', '--stc-pay', 'on', '--secret-key', PAYMOB.secret),
    ).rejects.toThrow('paymob does not take --stc-pay');
  });

  it('takes the Apple Pay domain association file, which the api then answers for that tenant only', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'apple-pay-')), 'apple-developer-merchantid-domain-association.txt');
    const association = `7B227073704964223A22${randomBytes(24).toString('hex').toUpperCase()}`;
    writeFileSync(file, `${association}\n`);
    const moyasar = ['payments', 'set', '--tenant', 'sufra', '--provider', 'moyasar', '--publishable-key', MOYASAR.publishable];
    const keys = ['--secret-key', MOYASAR.secret, '--webhook-secret', MOYASAR.webhook];
    expect(await ops(...moyasar, ...keys, '--apple-pay-association', file)).toContain(', STC Pay off, Apple Pay on;');
    const served = await call(suite.api, PAYMENT_PATHS.applePayAssociation, { headers: storefrontHeaders(SUFRA) });
    expect(served).toMatchObject({ status: 200, body: association });
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await call(suite.api, PAYMENT_PATHS.applePayAssociation, { headers: storefrontHeaders(NILE) })).status).toBe(404);
    await expect(ops(...moyasar, ...keys, '--apple-pay-association', `${file}.missing`)).rejects.toThrow(
      /^--apple-pay-association: cannot read .*\.missing \(ENOENT\)$/,
    );
    // Set again without the file: no Apple Pay, and nothing served.
    expect(await ops(...moyasar, ...keys)).toContain(', Apple Pay off;');
    expect((await call(suite.api, PAYMENT_PATHS.applePayAssociation, { headers: storefrontHeaders(SUFRA) })).status).toBe(404);
  });

  it('switches to Paymob, shows its integrations, and clears it', async () => {
    const printed = await ops(
      'payments',
      'set',
      '--tenant',
      'sufra',
      '--provider',
      'paymob',
      '--secret-key',
      PAYMOB.secret,
      '--public-key',
      PAYMOB.public,
      '--api-key',
      PAYMOB.api,
      '--hmac-secret',
      PAYMOB.hmac,
      '--integration-id',
      '4861234,4861235',
      '--integration-id',
      'card-ksa',
    );
    expect(printed).toMatch(
      new RegExp(
        `^payment provider of sufra is paymob, public key ${PAYMOB.public}, integrations 4861234, 4861235, card-ksa; secrets set: secret_key, api_key, hmac_secret; changed `,
      ),
    );
    expectNoSecret(printed);
    expectNoSecret(await ops('payments', 'show', '--tenant', 'sufra'));
    const cleared = "sufra has no payment provider of its own: it pays through the api's PAYMENT_PROVIDER";
    expect(await ops('payments', 'clear', '--tenant', 'sufra')).toBe(cleared);
    expect(await ops('payments', 'show', '--tenant', 'sufra')).toBe(cleared);
  });

  it("prints the api's refusal of another tenant's operator key", async () => {
    const refused = ops(
      'payments',
      'set',
      '--tenant',
      'sufra',
      '--provider',
      'moyasar',
      '--key',
      'nile-operator-demo',
      '--publishable-key',
      MOYASAR.publishable,
      '--secret-key',
      MOYASAR.secret,
      '--webhook-secret',
      MOYASAR.webhook,
    );
    await expect(refused).rejects.toThrow(/^api answered 401: Unknown tenant or wrong operator key$/);
  });
});
