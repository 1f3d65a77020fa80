import { clockStartingAt } from './clock';
import { readApiConfig } from './config';
import { PRODUCTION_ENV } from './testing/production-env';
import webPush from 'web-push';

describe('readApiConfig', () => {
  it('defaults to no outbox, the sandbox human check and the outbox SMS sender', () => {
    expect(readApiConfig({})).toMatchObject({
      devOutbox: false,
      humanCheckProvider: 'sandbox',
      smsProvider: 'outbox',
      emailProvider: 'outbox',
    });
  });

  it("takes a hosted human check only with its secret and the platform's site key, at the documented addresses unless told", () => {
    expect(() => readApiConfig({ HUMAN_CHECK_PROVIDER: 'turnstile', TURNSTILE_SECRET_KEY: 'secret' })).toThrow(/TURNSTILE_SITE_KEY/);
    expect(() => readApiConfig({ HUMAN_CHECK_PROVIDER: 'hcaptcha' })).toThrow(/HCAPTCHA_SECRET_KEY/);
    expect(
      readApiConfig({ HUMAN_CHECK_PROVIDER: 'turnstile', TURNSTILE_SECRET_KEY: 's', TURNSTILE_SITE_KEY: 'k' }).humanCheckSettings,
    ).toEqual({
      turnstile: {
        secretKey: 's',
        siteKey: 'k',
        verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      },
    });
    const hcaptcha = readApiConfig({
      HUMAN_CHECK_PROVIDER: 'hcaptcha',
      HCAPTCHA_SECRET_KEY: 's',
      HCAPTCHA_SITE_KEY: 'k',
      HCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    }).humanCheckSettings.hcaptcha;
    expect(hcaptcha).toMatchObject({ verifyUrl: 'http://127.0.0.1:9/siteverify', scriptUrl: 'https://js.hcaptcha.com/1/api.js' });
  });

  it('allows 20 login codes per IP and hour unless OTP_CODES_PER_IP_PER_HOUR says otherwise', () => {
    expect(readApiConfig({}).otpCodesPerIpPerHour).toBe(20);
    expect(readApiConfig({ OTP_CODES_PER_IP_PER_HOUR: '500' }).otpCodesPerIpPerHour).toBe(500);
    expect(() => readApiConfig({ OTP_CODES_PER_IP_PER_HOUR: '0' })).toThrow(/OTP_CODES_PER_IP_PER_HOUR/);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (addresses, CIDRs or a hop count), never from everyone', () => {
    expect(readApiConfig({}).trustProxy).toBeUndefined();
    expect(readApiConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(readApiConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const wrong of ['true', '0', '10.0.0.0/33', 'proxy.example', '10.0.0.5,,nope'])
      expect(() => readApiConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });

  it('reads the VAPID keys of web push, all three or none; http push endpoints on loopback only outside production', () => {
    const keys = webPush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' };
    expect(readApiConfig(env).vapid).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:ops@example.com' });
    expect(readApiConfig({}).vapid).toBeNull();
    expect(() => readApiConfig({ ...env, VAPID_SUBJECT: '', VAPID_PRIVATE_KEY: undefined })).toThrow(/VAPID_PUBLIC_KEY.*set together/);
    expect(() => readApiConfig({ ...env, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => readApiConfig({ ...env, VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(readApiConfig({}).pushLoopbackHttp).toBe(true);
    expect(readApiConfig(PRODUCTION_ENV).pushLoopbackHttp).toBe(false);
  });

  it("reads the push services a subscription may name from PUSH_SERVICE_HOSTS, the browsers' known ones by default", () => {
    expect(readApiConfig({}).pushServiceHosts).toContain('fcm.googleapis.com');
    expect(readApiConfig({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, *.Push.Example.com' }).pushServiceHosts).toEqual([
      'fcm.googleapis.com',
      '*.push.example.com',
    ]);
    for (const wrong of ['https://fcm.googleapis.com', 'fcm', 'a.example,,b.example', '*'])
      expect(() => readApiConfig({ PUSH_SERVICE_HOSTS: wrong })).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it('serves the development outbox with DEV_OUTBOX=1', () => {
    expect(readApiConfig({ DEV_OUTBOX: '1', NODE_ENV: 'development' }).devOutbox).toBe(true);
  });

  it('starts the clock where API_CLOCK_START says, never in production', () => {
    expect(readApiConfig({ API_CLOCK_START: '2026-11-22T09:00:00Z' }).clockStart?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(readApiConfig({}).clockStart).toBeUndefined();
    expect(() => readApiConfig({ API_CLOCK_START: 'noon' })).toThrow('API_CLOCK_START');
    expect(() => readApiConfig({ ...PRODUCTION_ENV, API_CLOCK_START: '2026-11-22T09:00:00Z' })).toThrow(
      'API_CLOCK_START must not be set when NODE_ENV=production',
    );
    let now = 1_000;
    const clock = clockStartingAt(new Date('2026-11-22T09:00:00Z'), () => now);
    now += 60_000;
    expect(clock().toISOString()).toBe('2026-11-22T09:01:00.000Z');
  });

  it('keeps the rate limits and socket.io under REDIS_KEY_PREFIX, so two deployments can share one redis', () => {
    expect(readApiConfig({}).redisKeys).toBeUndefined();
    expect(readApiConfig({ REDIS_KEY_PREFIX: 'sufra-staging' }).redisKeys).toEqual({
      limits: 'sufra-staging:limit:',
      socket: 'sufra-staging:socket.io',
    });
    expect(() => readApiConfig({ REDIS_KEY_PREFIX: 'with spaces' })).toThrow(/REDIS_KEY_PREFIX must be 1 to 40 letters/);
  });

  it('refuses DEV_OUTBOX=1 in production', () => {
    expect(() => readApiConfig({ ...PRODUCTION_ENV, DEV_OUTBOX: '1' })).toThrow(
      'Invalid api environment: DEV_OUTBOX must not be 1 when NODE_ENV=production',
    );
  });

  it('serves the api reference page unless NODE_ENV=production', () => {
    expect(readApiConfig({}).referencePage).toBe(true);
    expect(readApiConfig({ NODE_ENV: 'development' }).referencePage).toBe(true);
    expect(readApiConfig(PRODUCTION_ENV).referencePage).toBe(false);
  });

  it('starts in production with real providers and refuses each stand-in, naming the setting, all at once', () => {
    expect(readApiConfig(PRODUCTION_ENV)).toMatchObject({
      paymentProvider: 'none',
      smsProvider: 'unifonic',
      emailProvider: 'smtp',
      humanCheckProvider: 'turnstile',
      devOutbox: false,
      referencePage: false,
    });
    const standIns = { PAYMENT_PROVIDER: 'sandbox', SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox', HUMAN_CHECK_PROVIDER: 'sandbox' };
    for (const [name, value] of Object.entries(standIns))
      expect(() => readApiConfig({ ...PRODUCTION_ENV, [name]: value })).toThrow(new RegExp(`${name} must be`));
    const defaults = { NODE_ENV: 'production' };
    expect(() => readApiConfig(defaults)).toThrow(
      /PAYMENT_PROVIDER must be none, moyasar or paymob.*SMS_PROVIDER must be unifonic or twilio.*EMAIL_PROVIDER must be smtp.*HUMAN_CHECK_PROVIDER must be turnstile or hcaptcha/,
    );
    expect(readApiConfig({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: undefined, NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
  });

  it('reads SECRETS_KEY and, during a rotation, SECRETS_KEY_PREVIOUS in hex or base64; the previous one only beside a new one', () => {
    const current = 'ab'.repeat(32);
    const previous = Buffer.alloc(32, 7).toString('base64');
    expect(readApiConfig({ SECRETS_KEY: current, SECRETS_KEY_PREVIOUS: previous }).paymentSettings).toMatchObject({
      secretsKey: Buffer.from(current, 'hex'),
      previousSecretsKey: Buffer.alloc(32, 7),
    });
    expect(readApiConfig({ SECRETS_KEY: current }).paymentSettings.previousSecretsKey).toBeNull();
    expect(() => readApiConfig({ SECRETS_KEY_PREVIOUS: previous })).toThrow(/SECRETS_KEY_PREVIOUS is the key being replaced/);
    expect(() => readApiConfig({ SECRETS_KEY: current, SECRETS_KEY_PREVIOUS: 'short' })).toThrow(/SECRETS_KEY_PREVIOUS must be 32 bytes/);
  });

  it('sends e-mail through SMTP with EMAIL_PROVIDER=smtp, which needs SMTP_URL and EMAIL_FROM; the URL never in the error', () => {
    const url = 'smtps://mailer%40sufra.example:s3cret@smtp.example.com:465';
    const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_URL: url, EMAIL_FROM: 'no-reply@storefront.example' };
    expect(readApiConfig(smtp)).toMatchObject({
      emailProvider: 'smtp',
      emailSettings: {
        smtp: { url, from: 'no-reply@storefront.example', timeouts: { connection: 10_000, greeting: 10_000, socket: 20_000 } },
      },
    });
    expect(readApiConfig({}).emailSettings).toEqual({ smtp: null });
    expect(() => readApiConfig({ ...smtp, SMTP_URL: '' })).toThrow('EMAIL_PROVIDER smtp needs SMTP_URL and EMAIL_FROM');
    expect(() => readApiConfig({ ...smtp, EMAIL_FROM: undefined })).toThrow('EMAIL_PROVIDER smtp needs SMTP_URL and EMAIL_FROM');
    expect(() => readApiConfig({ ...smtp, EMAIL_FROM: 'Storefront' })).toThrow(/EMAIL_FROM must be an e-mail address/);
    for (const wrong of ['https://smtp.example.com', 'smtp.example.com:587', 'smtp://']) {
      const read = () => readApiConfig({ ...smtp, SMTP_URL: wrong });
      expect(read).toThrow(/SMTP_URL must be smtp:\/\/… or smtps:\/\/…/);
    }
    // The error names the variable, never its value (the URL holds the password).
    expect(() => readApiConfig({ ...smtp, SMTP_URL: 'http://user:s3cret@smtp.example.com' })).toThrow(/^(?!.*s3cret).*SMTP_URL/);
  });

  it('refuses an unknown provider', () => {
    expect(() => readApiConfig({ HUMAN_CHECK_PROVIDER: 'hcaptcha' })).toThrow(/HUMAN_CHECK_PROVIDER/);
    expect(() => readApiConfig({ EMAIL_PROVIDER: 'sendgrid' })).toThrow(/EMAIL_PROVIDER/);
    expect(() => readApiConfig({ SMS_PROVIDER: 'sns' })).toThrow(/SMS_PROVIDER/);
  });

  it("reads Unifonic's AppSid, its documented base URL by default, and refuses unifonic without the AppSid", () => {
    expect(() => readApiConfig({ SMS_PROVIDER: 'unifonic' })).toThrow('SMS_PROVIDER unifonic needs UNIFONIC_APP_SID');
    const config = readApiConfig({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'app-sid', SMS_SENDER_NAME: 'Storefront' });
    expect(config.smsProvider).toBe('unifonic');
    expect(config.smsSettings).toEqual({
      senderName: 'Storefront',
      unifonic: { apiUrl: 'https://el.cloud.unifonic.com', appSid: 'app-sid' },
      twilio: null,
    });
    expect(
      readApiConfig({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'app-sid', UNIFONIC_API_URL: 'http://127.0.0.1:9' }).smsSettings,
    ).toMatchObject({ senderName: null, unifonic: { apiUrl: 'http://127.0.0.1:9' } });
  });

  it("refuses twilio without its account SID, auth token and the platform's sender name; reads TWILIO_API_URL", () => {
    const twilio = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      SMS_SENDER_NAME: 'Sufra',
    };
    for (const missing of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_SENDER_NAME'] as const)
      expect(() => readApiConfig({ ...twilio, [missing]: undefined })).toThrow(
        'SMS_PROVIDER twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_SENDER_NAME',
      );
    expect(() => readApiConfig({ ...twilio, TWILIO_ACCOUNT_SID: 'SK123' })).toThrow(/TWILIO_ACCOUNT_SID must be an account SID/);
    expect(readApiConfig(twilio).smsSettings).toEqual({
      senderName: 'Sufra',
      unifonic: null,
      twilio: { accountSid: `AC${'a'.repeat(32)}`, authToken: 'token', apiUrl: null },
    });
    expect(readApiConfig({ ...twilio, TWILIO_API_URL: 'http://127.0.0.1:9' }).smsSettings.twilio?.apiUrl).toBe('http://127.0.0.1:9');
  });

  it('refuses a sender name the providers would not take (over 11 characters, digits only, other characters)', () => {
    for (const name of ['Sufra Restaurant', '12345', 'Sufra-KSA', 'سفرة'])
      expect(() => readApiConfig({ SMS_SENDER_NAME: name })).toThrow(/SMS_SENDER_NAME must be 1 to 11 letters/);
    expect(readApiConfig({ SMS_SENDER_NAME: 'Nile 2' }).smsSettings.senderName).toBe('Nile 2');
  });
});
