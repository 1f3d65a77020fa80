import {
  ACCOUNT_AUTH_MESSAGES,
  ACCOUNT_AUTH_PATHS,
  AUTH_PATHS,
  DEV_OUTBOX_PATH,
  FRAME_PATHS,
  LEDGER_PATHS,
  REFERRAL_MESSAGES,
  accountLoginResponseSchema,
  apiErrorSchema,
  devOutboxResponseSchema,
  ledgerPageResponseSchema,
  pointsBalanceResponseSchema,
  walletBalanceResponseSchema,
} from '@storefront/shared/contracts';
import { DEMO_PASSWORD } from '../seed/accounts/demo-accounts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { latestOutboxCode, postJson, sendLoginCode, wrongCodeFor } from '../testing/customer-login';
import { solvedHumanCheck } from '../testing/human-check-answer';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const SARA_EMAIL = 'sara.qahtani@example.com';

describe.each(testDatabases())('login by e-mail and signup on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  beforeEach(() => clock.advance(2 * 60 * 60_000));

  const emailLogin = (body: unknown, tenant = SUFRA) => postJson(suite.api, tenant, ACCOUNT_AUTH_PATHS.emailLogin, body);
  const signupForm = (overrides: Record<string, unknown> = {}) => ({
    name: 'Huda',
    email: 'huda@example.com',
    password: 'a-long-secret',
    country_code: 'SA',
    mobile: '٠٥٥٣٣٣٤٤٤٤',
    gender: 'female',
    birth_date: '1995-06-01',
    referral_code: '',
    ...overrides,
  });
  const signUp = async (form: Record<string, unknown>, tenant = SUFRA) => {
    const sent = await postJson(suite.api, tenant, AUTH_PATHS.otpSend, { country_code: form.country_code, mobile: form.mobile });
    expect(sent.status).toBe(200);
    return postJson(suite.api, tenant, ACCOUNT_AUTH_PATHS.signup, { ...form, code: await latestOutboxCode(suite.api, tenant) });
  };

  it('logs a demo customer in by e-mail (any case) and password, and the token works', async () => {
    const response = await emailLogin({ email: ' Sara.Qahtani@Example.com ', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const { token, customer, is_new } = accountLoginResponseSchema.parse(response.body).data;
    expect(customer.name).toBe('Sara Al-Qahtani');
    expect(is_new).toBe(false);
    expect((await customerCall(suite.api, SUFRA, token, FRAME_PATHS.customerDetails)).status).toBe(200);
  });

  it('stores passwords only as scrypt hashes', async () => {
    const rows = await suite.db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE password_hash IS NOT NULL');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(DEMO_PASSWORD);
    }
  });

  it('refuses a wrong password or an unknown e-mail with one message, and limits failures per e-mail', async () => {
    for (const body of [
      { email: SARA_EMAIL, password: 'wrong-password' },
      { email: 'nobody@example.com', password: DEMO_PASSWORD },
    ]) {
      const response = await emailLogin(body);
      expect(response.status).toBe(422);
      expect(apiErrorSchema.parse(response.body).message).toBe(ACCOUNT_AUTH_MESSAGES.wrongPassword);
    }
    // One failure so far; the second goes without the human check, the others need it (a person answers it).
    expect((await emailLogin({ email: SARA_EMAIL, password: 'wrong-0' })).status).toBe(422);
    for (let i = 1; i < 4; i += 1) {
      const human_check = await solvedHumanCheck(suite.api, SUFRA);
      expect((await emailLogin({ email: SARA_EMAIL, password: `wrong-${i}`, human_check })).status).toBe(422);
    }
    const limited = await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD, human_check: await solvedHumanCheck(suite.api, SUFRA) });
    expect(limited.status).toBe(429);
    expect(apiErrorSchema.parse(limited.body).message).toBe(ACCOUNT_AUTH_MESSAGES.tooManyLogins);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
    expect((await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('a sufra e-mail and password do not log in at nile', async () => {
    expect((await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD }, NILE)).status).toBe(422);
  });

  it('answers field errors for an invalid login body', async () => {
    const response = await emailLogin({ email: 'not-an-email', password: '' });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(response.body).errors).toEqual({ email: ['validation.email'], password: ['validation.required'] });
  });

  it('signs up with the code sent to the mobile: a hashed password, an own referral code, a welcome e-mail', async () => {
    const response = await signUp(signupForm());
    expect(response.status).toBe(201);
    const { token, customer, is_new } = accountLoginResponseSchema.parse(response.body).data;
    expect(is_new).toBe(true);
    expect(customer).toMatchObject({
      name: 'Huda',
      mobile: '553334444',
      email: 'huda@example.com',
      gender: 'female',
      birthDate: '1995-06-01',
    });
    expect(customer.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const [stored] = await suite.db.query<{ password_hash: string }>('SELECT password_hash FROM customers WHERE id = $1', [customer.id]);
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    const outbox = devOutboxResponseSchema.parse((await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(SUFRA) })).body).data;
    expect(outbox[0]).toMatchObject({ channel: 'email', to: 'huda@example.com', code: null });
    expect(outbox[0]?.text).toContain(customer.referral_code!);
    expect((await customerCall(suite.api, SUFRA, token, FRAME_PATHS.customerDetails)).status).toBe(200);
    expect((await emailLogin({ email: 'huda@example.com', password: 'a-long-secret' })).status).toBe(200);
  });

  it('refuses a signup with a wrong code, a taken mobile or e-mail, or an unknown referral code', async () => {
    await postJson(suite.api, SUFRA, AUTH_PATHS.otpSend, { country_code: 'SA', mobile: '553335555' });
    const code = await latestOutboxCode(suite.api, SUFRA);
    const wrong = await postJson(suite.api, SUFRA, ACCOUNT_AUTH_PATHS.signup, {
      ...signupForm({ mobile: '553335555', email: 'x@example.com' }),
      code: wrongCodeFor(code),
    });
    expect(wrong.status).toBe(422);
    expect(apiErrorSchema.parse(wrong.body).message).toBe('The verification code is incorrect.');

    // Without the code sent to a number, nobody learns whether it (or an e-mail) has an account.
    for (const guess of [signupForm({ mobile: '551234567' }), signupForm({ mobile: '553336666', email: 'SARA.qahtani@example.com' })]) {
      const guessed = await postJson(suite.api, SUFRA, ACCOUNT_AUTH_PATHS.signup, { ...guess, code: '1234' });
      expect(guessed.status).toBe(422);
      expect(apiErrorSchema.parse(guessed.body)).toEqual({ code: 'otp_incorrect', message: 'The verification code is incorrect.' });
    }
    expect((await sendLoginCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).status).toBe(200);
    const taken = await postJson(suite.api, SUFRA, ACCOUNT_AUTH_PATHS.signup, {
      ...signupForm({ mobile: '551234567' }),
      code: await latestOutboxCode(suite.api, SUFRA),
    });
    expect(taken.status).toBe(409);
    expect(apiErrorSchema.parse(taken.body).errors).toEqual({ mobile: [ACCOUNT_AUTH_MESSAGES.mobileTaken] });
    expect((await sendLoginCode(suite.api, SUFRA, { country_code: 'SA', mobile: '553336666' })).status).toBe(200);
    const ownCode = await latestOutboxCode(suite.api, SUFRA);
    const emailTaken = await postJson(suite.api, SUFRA, ACCOUNT_AUTH_PATHS.signup, {
      ...signupForm({ mobile: '553336666', email: 'SARA.qahtani@example.com' }),
      code: ownCode,
    });
    expect(emailTaken.status).toBe(409);
    const badReferral = await postJson(suite.api, SUFRA, ACCOUNT_AUTH_PATHS.signup, {
      ...signupForm({ mobile: '553336666', email: 'y@example.com', referral_code: 'nope' }),
      code: ownCode,
    });
    expect(badReferral.status).toBe(422);
    expect(apiErrorSchema.parse(badReferral.body).errors).toEqual({ referral_code: [REFERRAL_MESSAGES.invalid] });
  });

  it('answers every rule of the signup form per field', async () => {
    const response = await postJson(suite.api, SUFRA, ACCOUNT_AUTH_PATHS.signup, {
      name: 'x'.repeat(31),
      email: `${'a'.repeat(45)}@example.com`,
      password: 'short',
      country_code: 'EG',
      mobile: '551234567',
      gender: 'other',
      birth_date: '2999-01-01',
      code: '12',
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(response.body).errors).toEqual({
      name: ['validation.tooLong'],
      email: ['validation.tooLong'],
      password: ['validation.passwordShort'],
      gender: ['validation.choose'],
      birth_date: ['validation.birthDate'],
      code: ['validation.code'],
      mobile: ['validation.mobile'],
    });
  });

  it('a friend’s code at signup credits both sides per the tenant settings, as ledger entries', async () => {
    const referrer = accountLoginResponseSchema.parse((await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD })).body).data.token;
    const pointsBefore = pointsBalanceResponseSchema.parse((await customerCall(suite.api, SUFRA, referrer, FRAME_PATHS.pointsBalance)).body)
      .data.balance;
    const response = await signUp(signupForm({ mobile: '553337777', email: 'friend@example.com', referral_code: 'sara10' }));
    expect(response.status).toBe(201);
    const { token } = accountLoginResponseSchema.parse(response.body).data;
    expect(
      walletBalanceResponseSchema.parse((await customerCall(suite.api, SUFRA, token, FRAME_PATHS.walletBalance)).body).data.balance,
    ).toBe(10);
    expect(
      pointsBalanceResponseSchema.parse((await customerCall(suite.api, SUFRA, referrer, FRAME_PATHS.pointsBalance)).body).data.balance,
    ).toBe(pointsBefore + 100);
    const logs = ledgerPageResponseSchema.parse((await customerCall(suite.api, SUFRA, token, LEDGER_PATHS.walletLogs)).body);
    expect(logs.data).toEqual([expect.objectContaining({ amount: 10, reason_code: 'referral', reference: 'SARA10' })]);
  });
});
