import { readApiConfig } from '../../config';
import { apiEnv, newSecretsKey } from './api-env';

const SETTINGS = {
  port: 45402,
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/storefront_production_1',
  redisUrl: 'redis://127.0.0.1:6379/3',
  redisKeyPrefix: 'storefront_production_1',
  publicUrl: 'http://127.0.0.1:45400',
  storefrontPort: 45401,
  unifonicUrl: 'http://127.0.0.1:50001',
  moyasarUrl: 'http://127.0.0.1:50002',
  turnstileVerifyUrl: 'http://127.0.0.1:50003/turnstile/v0/siteverify',
  turnstileScriptUrl: 'http://127.0.0.1:50003/turnstile/v0/api.js',
  smtpUrl: 'smtp://mailer:secret@127.0.0.1:50004',
  secretsKey: newSecretsKey(),
};

describe("the production run's api environment", () => {
  const config = readApiConfig(apiEnv(SETTINGS));

  it('is a production configuration the api accepts: no stand-in, no development switch, the real clock', () => {
    expect(config).toMatchObject({
      paymentProvider: 'none',
      smsProvider: 'unifonic',
      emailProvider: 'smtp',
      humanCheckProvider: 'turnstile',
      devOutbox: false,
      referencePage: false,
      clockStart: undefined,
      seedDemo: true,
      redisKeys: { limits: 'storefront_production_1:limit:', socket: 'storefront_production_1:socket.io' },
    });
  });

  it('points every provider at its stand-in by the documented base-URL variables', () => {
    expect(config.smsSettings.unifonic?.apiUrl).toBe(SETTINGS.unifonicUrl);
    expect(config.paymentSettings.apiUrls.moyasar).toBe(SETTINGS.moyasarUrl);
    expect(config.humanCheckSettings.turnstile).toMatchObject({
      verifyUrl: SETTINGS.turnstileVerifyUrl,
      scriptUrl: SETTINGS.turnstileScriptUrl,
    });
    expect(config.emailSettings.smtp?.url).toBe(SETTINGS.smtpUrl);
  });

  it('uses the shared database and Redis, believes the proxy, and sends payments back to the storefront behind it', () => {
    expect(config.database).toEqual({ kind: 'postgres', url: SETTINGS.databaseUrl });
    expect(config.redisUrl).toBe(SETTINGS.redisUrl);
    expect(config.trustProxy).toBeDefined();
    expect(config.publicUrl).toBe(SETTINGS.publicUrl);
    expect(config.storefrontUrl).toBe('http://{host}:45401');
    expect(config.paymentSettings.secretsKey?.toString('hex')).toBe(SETTINGS.secretsKey);
  });
});
