import { readApiConfig } from './config';

describe('readApiConfig', () => {
  it('defaults to no outbox, the sandbox human check and the outbox SMS sender', () => {
    expect(readApiConfig({})).toMatchObject({ devOutbox: false, humanCheckProvider: 'sandbox', smsProvider: 'outbox' });
  });

  it('serves the development outbox with DEV_OUTBOX=1', () => {
    expect(readApiConfig({ DEV_OUTBOX: '1', NODE_ENV: 'development' }).devOutbox).toBe(true);
  });

  it('refuses DEV_OUTBOX=1 in production', () => {
    expect(() => readApiConfig({ DEV_OUTBOX: '1', NODE_ENV: 'production' })).toThrow(
      'Invalid api environment: DEV_OUTBOX must not be 1 when NODE_ENV=production',
    );
  });

  it('refuses an unknown provider', () => {
    expect(() => readApiConfig({ HUMAN_CHECK_PROVIDER: 'hcaptcha' })).toThrow(/HUMAN_CHECK_PROVIDER/);
    expect(() => readApiConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});
