import {
  ACCOUNT_AUTH_PATHS,
  LIMITS,
  DEV_OUTBOX_PATH,
  FRAME_PATHS,
  PASSWORD_RESET_PATHS,
  accountLoginResponseSchema,
  apiErrorSchema,
  devOutboxResponseSchema,
  passwordResetRequestResponseSchema,
} from '@storefront/shared/contracts';
import { DEMO_PASSWORD } from '../seed/accounts/demo-accounts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import type { DemoTenant } from '../seed/demo-tenant';
import { customerCall } from '../testing/account-calls';
import { postJson, wrongCodeFor } from '../testing/customer-login';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { RESET_CODE_LIFETIME_MS, RESET_EMAIL_LIMIT, RESET_MAX_ATTEMPTS } from './password-reset-limits';

const SARA_EMAIL = 'sara.qahtani@example.com';
const NEW_PASSWORD = 'a-brand-new-secret';

describe.each(testDatabases())('password reset by e-mail on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  beforeEach(() => clock.advance(2 * 60 * 60_000));

  const post = (path: string, body: unknown, tenant: DemoTenant = SUFRA) => postJson(suite.api, tenant, path, body);
  /** Asks for a code; the mail goes after the answer, so this waits for it before anyone reads the outbox. */
  const forgot = async (email: string, tenant: DemoTenant = SUFRA) => {
    const answer = await post(PASSWORD_RESET_PATHS.request, { email }, tenant);
    await suite.api.app.background.settled();
    return answer;
  };
  const reset = (body: Record<string, unknown>, tenant: DemoTenant = SUFRA) => post(PASSWORD_RESET_PATHS.reset, body, tenant);
  const login = (password: string, tenant: DemoTenant = SUFRA) =>
    post(ACCOUNT_AUTH_PATHS.emailLogin, { email: SARA_EMAIL, password }, tenant);
  const outbox = async (tenant: DemoTenant = SUFRA) =>
    devOutboxResponseSchema.parse((await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(tenant) })).body).data;
  const codeFor = async (email: string, tenant: DemoTenant = SUFRA): Promise<string> => {
    const message = (await outbox(tenant)).find((entry) => entry.channel === 'email' && entry.to === email && entry.code);
    if (!message?.code) throw new Error(`no reset code for ${email}`);
    return message.code;
  };
  const codesSentTo = async (email: string) => (await outbox()).filter((entry) => entry.to === email && entry.code).length;
  const setBack = async () => {
    // Sara's demo password comes back, so the other tests and files can log her in.
    expect((await forgot(SARA_EMAIL)).status).toBe(200);
    expect((await reset({ email: SARA_EMAIL, code: await codeFor(SARA_EMAIL), password: DEMO_PASSWORD })).status).toBe(200);
  };
  const errorCode = (body: unknown) => apiErrorSchema.parse(body).code;

  it('sends a code, sets the new password with it, signs every other device out and the customer in', async () => {
    const phone = accountLoginResponseSchema.parse((await login(DEMO_PASSWORD)).body).data.token;
    const laptop = accountLoginResponseSchema.parse((await login(DEMO_PASSWORD)).body).data.token;
    const sent = await forgot(' Sara.Qahtani@Example.com ');
    expect(sent.status).toBe(200);
    expect(passwordResetRequestResponseSchema.parse(sent.body).data.sent).toBe(true);
    const code = await codeFor(SARA_EMAIL);
    expect((await outbox())[0]?.text).toContain(code);

    const answer = await reset({ email: SARA_EMAIL, code, password: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    const { token, customer } = accountLoginResponseSchema.parse(answer.body).data;
    expect(customer.name).toBe('Sara Al-Qahtani');
    expect((await customerCall(suite.api, SUFRA, token, FRAME_PATHS.customerDetails)).status).toBe(200);
    for (const old of [phone, laptop]) expect((await customerCall(suite.api, SUFRA, old, FRAME_PATHS.customerDetails)).status).toBe(401);

    expect((await login(DEMO_PASSWORD)).status).toBe(422);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    // The code is used once.
    const again = await reset({ email: SARA_EMAIL, code, password: 'yet-another-secret' });
    expect(again.status).toBe(422);
    expect(errorCode(again.body)).toBe('otp_expired');
    await setBack();
  });

  it('answers an e-mail without an account exactly as one with an account, and sends it nothing', async () => {
    const known = await forgot(SARA_EMAIL);
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await codesSentTo('nobody-here@example.com')).toBe(0);
    const refused = await reset({ email: 'nobody-here@example.com', code: '1234', password: NEW_PASSWORD });
    expect(refused.status).toBe(422);
    expect(errorCode(refused.body)).toBe('otp_incorrect');
  });

  it("answers wrong codes for an unknown e-mail exactly as for a customer's: guess after guess, and once the code's lifetime is over", async () => {
    const unknownEmail = 'nobody-at-all@example.com';
    // A guess that is not the code sent (an unknown e-mail is sent none: any guess is wrong).
    const wrongGuess = async (email: string) =>
      email === SARA_EMAIL ? wrongCodeFor(await codeFor(email)) : '0'.repeat(LIMITS.verificationCode);
    const guessesAfterForgot = async (email: string) => {
      const answers = [];
      expect((await forgot(email)).status).toBe(200);
      let guess = await wrongGuess(email);
      for (let attempt = 0; attempt < RESET_MAX_ATTEMPTS + 2; attempt += 1)
        answers.push(await reset({ email, code: guess, password: NEW_PASSWORD }));
      clock.advance(RESET_CODE_LIFETIME_MS + 1000);
      answers.push(await reset({ email, code: guess, password: NEW_PASSWORD }));
      // A new code: counted afresh, then expired, the same for both.
      expect((await forgot(email)).status).toBe(200);
      guess = await wrongGuess(email);
      answers.push(await reset({ email, code: guess, password: NEW_PASSWORD }));
      clock.advance(RESET_CODE_LIFETIME_MS + 1000);
      answers.push(await reset({ email, code: guess, password: NEW_PASSWORD }));
      return answers.map((answer) => ({ status: answer.status, body: answer.body }));
    };
    const known = await guessesAfterForgot(SARA_EMAIL);
    clock.advance(2 * 60 * 60_000);
    const unknown = await guessesAfterForgot(unknownEmail);
    expect(unknown).toEqual(known);
    expect(known.map(({ body }) => errorCode(body))).toEqual([
      ...Array<string>(RESET_MAX_ATTEMPTS - 1).fill('otp_incorrect'),
      'otp_burned',
      'otp_burned',
      'otp_burned',
      'otp_burned',
      'otp_incorrect',
      'otp_expired',
    ]);
    expect(await codesSentTo(unknownEmail)).toBe(0);
  });

  it('refuses an expired code', async () => {
    await forgot(SARA_EMAIL);
    const code = await codeFor(SARA_EMAIL);
    clock.advance(RESET_CODE_LIFETIME_MS + 1000);
    const answer = await reset({ email: SARA_EMAIL, code, password: NEW_PASSWORD });
    expect(answer.status).toBe(422);
    expect(errorCode(answer.body)).toBe('otp_expired');
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
  });

  it('burns a code after the wrong attempts, even with the right one last', async () => {
    await forgot(SARA_EMAIL);
    const code = await codeFor(SARA_EMAIL);
    const wrong = await Promise.all(
      Array.from({ length: RESET_MAX_ATTEMPTS + 3 }, () => reset({ email: SARA_EMAIL, code: wrongCodeFor(code), password: NEW_PASSWORD })),
    );
    expect(wrong.map((answer) => answer.status)).toEqual(wrong.map(() => 422));
    expect(wrong.filter((answer) => errorCode(answer.body) === 'otp_incorrect')).toHaveLength(RESET_MAX_ATTEMPTS - 1);
    const right = await reset({ email: SARA_EMAIL, code, password: NEW_PASSWORD });
    expect(right.status).toBe(422);
    expect(errorCode(right.body)).toBe('otp_burned');
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
  });

  it('applies the password rules of signup and answers bad input with fields, never 500', async () => {
    await forgot(SARA_EMAIL);
    const code = await codeFor(SARA_EMAIL);
    for (const body of [
      { email: SARA_EMAIL, code, password: 'short' },
      { email: SARA_EMAIL, code: 'abcd', password: NEW_PASSWORD },
      { email: 'not-an-email', code, password: NEW_PASSWORD },
      { email: SARA_EMAIL },
    ]) {
      const answer = await reset(body);
      expect(answer.status).toBe(400);
      expect(errorCode(answer.body)).toBe('invalid_input');
      expect(apiErrorSchema.parse(answer.body).message).toBeTruthy();
    }
    expect((await forgot('not-an-email')).status).toBe(400);
    expect((await post(PASSWORD_RESET_PATHS.request, 'garbage')).status).toBeLessThan(500);
    // The code was not spent by the refused forms.
    expect((await reset({ email: SARA_EMAIL, code, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('keeps tenants apart: a code of one tenant does nothing on another', async () => {
    await forgot(SARA_EMAIL, SUFRA);
    const code = await codeFor(SARA_EMAIL, SUFRA);
    expect(await outbox(NILE)).not.toContainEqual(expect.objectContaining({ code }));
    const elsewhere = await reset({ email: SARA_EMAIL, code, password: NEW_PASSWORD }, NILE);
    expect(elsewhere.status).toBe(422);
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
    // The code still works where it was sent.
    expect((await reset({ email: SARA_EMAIL, code, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('holds the per-e-mail limit under twenty requests at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgot(SARA_EMAIL)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RESET_EMAIL_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - RESET_EMAIL_LIMIT.max);
    for (const refused of answers.filter((answer) => answer.status === 429)) expect(errorCode(refused.body)).toBe('otp_ip_limit');
    const rows = await suite.db.query('SELECT id FROM password_reset_codes WHERE created_at = $1', [clock.now()]);
    expect(rows).toHaveLength(RESET_EMAIL_LIMIT.max);
  }, 30_000);

  it('holds the per-address limit, whatever the e-mails', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => forgot(`someone-${index}@example.com`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  }, 30_000);
});
