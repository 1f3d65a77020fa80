import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_AUTH_PATHS,
  AUTH_PATHS,
  CHECKOUT_PATHS,
  FRAME_PATHS,
  HEADERS,
  HUMAN_CHECK_REQUIRED,
  MOBILE_CHANGE_PATHS,
  OPERATOR_EVENTS_PATH,
  OPERATOR_KEY_HEADER,
  accountLoginResponseSchema,
  humanCheckRequiredSchema,
} from '@storefront/shared/contracts';
import { DEMO_PASSWORD } from '../seed/accounts/demo-accounts';
import { SUFRA } from '../seed/tenants/sufra';
import { customerHeaders, latestOutboxCode, loginWithCode, postJson, wrongCodeFor } from '../testing/customer-login';
import { solvedHumanCheck } from '../testing/human-check-answer';
import { orderCalls } from '../testing/order-calls';
import { call, startTestApi, storefrontHeaders, type TestApi, type TestApiOptions, type TestResponse } from '../testing/test-app';
import { connectSocket } from '../testing/socket-client';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const MINUTE = 60_000;
// Up to 150 requests at once, each with a scrypt or a database round trip: more than jest's 5 s on a busy machine.
jest.setTimeout(60_000);
const SARA_EMAIL = 'sara.qahtani@example.com';
const SARA_MOBILE = { country_code: 'SA', mobile: '551234567' } as const;

const statuses = (responses: TestResponse[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};
const times = <T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

/** Where the limits keep their windows: the database (PGlite, PostgreSQL), or redis when TEST_REDIS_URL is set. */
const backends = testDatabases().flatMap((database) => {
  const redisUrl = process.env.TEST_REDIS_URL;
  const inDatabase = { label: `${database.label}`, database, redisUrl: undefined };
  return redisUrl && database.label === 'pglite' ? [inDatabase, { label: 'redis', database, redisUrl }] : [inDatabase];
});

describe.each(backends)('limits under parallel requests in $label', ({ database, redisUrl }) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const limitsRedisPrefix = `test-limits:${randomBytes(6).toString('hex')}:`;
  const options: TestApiOptions = { clock: clock.now, devOutbox: true, redisUrl, limitsRedisPrefix };
  const suite = useTestApi(database, options);

  // Every test starts a day later: the windows of the earlier tests are over.
  beforeEach(() => clock.advance(24 * 60 * MINUTE));

  const humanChecks = (count: number) => times(count, () => solvedHumanCheck(suite.api, SUFRA));
  const emailLogin = (body: unknown, target: TestApi = suite.api) => postJson(target, SUFRA, ACCOUNT_AUTH_PATHS.emailLogin, body);
  const contactMessage = async (target: TestApi = suite.api, headers: Record<string, string> = {}) =>
    call(target, FRAME_PATHS.contactMessages, {
      method: 'POST',
      headers: { ...storefrontHeaders(SUFRA), 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        name: 'Sara',
        email: 'sara@example.com',
        country_code: 'SA',
        mobile: '0551234567',
        message: 'Do you cater for weddings?',
        human_check: await solvedHumanCheck(target, SUFRA),
      }),
    });

  describe('password login', () => {
    it('evaluates at most 5 of 150 parallel wrong passwords, and the right one after them does not log in', async () => {
      const checks = await humanChecks(151);
      const wrong = await times(150, (i) => emailLogin({ email: SARA_EMAIL, password: `wrong-${i}`, human_check: checks[i] }));
      expect(statuses(wrong)).toEqual({ 422: 5, 429: 145 });
      const right = await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD, human_check: checks[150] });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      clock.advance(15 * MINUTE);
      expect((await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    });

    it('without the human check, evaluates only the first 2 failures and asks the others for it', async () => {
      const wrong = await times(20, (i) => emailLogin({ email: SARA_EMAIL, password: `wrong-${i}` }));
      expect(statuses(wrong)).toEqual({ 422: 2, [HUMAN_CHECK_REQUIRED.status]: 18 });
      const asked = wrong.find((response) => response.status === HUMAN_CHECK_REQUIRED.status);
      expect(humanCheckRequiredSchema.parse(asked?.body)).toEqual({
        code: HUMAN_CHECK_REQUIRED.code,
        message: HUMAN_CHECK_REQUIRED.message,
        human_check_required: true,
      });
      // The customer still logs in: with the human check answered, the right password works.
      expect((await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD })).status).toBe(HUMAN_CHECK_REQUIRED.status);
      const wrongAnswer = await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD, human_check: { key: 'nope', answer: '1' } });
      expect(humanCheckRequiredSchema.parse(wrongAnswer.body).errors).toEqual({ human_check: ['validation.humanCheck'] });
      const [check] = await humanChecks(1);
      const login = await emailLogin({ email: SARA_EMAIL, password: DEMO_PASSWORD, human_check: check });
      expect(login.status).toBe(200);
      expect(accountLoginResponseSchema.parse(login.body).data.customer.email).toBe(SARA_EMAIL);
    });

    it('counts at most 20 failures per address in parallel, over many e-mails', async () => {
      const wrong = await times(30, (i) => emailLogin({ email: `nobody-${i}@example.com`, password: 'wrong' }));
      expect(statuses(wrong)).toEqual({ 422: 20, 429: 10 });
    });
  });

  describe('contact form', () => {
    it('accepts exactly 5 of 20 parallel messages from one address', async () => {
      const sent = await times(20, () => contactMessage());
      expect(statuses(sent)).toEqual({ 201: 5, 429: 15 });
    });
  });

  describe('login codes', () => {
    const sendCode = (body: unknown) => postJson(suite.api, SUFRA, AUTH_PATHS.otpSend, body);

    it('sends one code of 20 parallel requests for a number', async () => {
      expect(statuses(await times(20, () => sendCode(SARA_MOBILE)))).toEqual({ 200: 1, 429: 19 });
    });

    it('asks for the human check from the second code of the hour, and sends one code of 20 parallel answered requests', async () => {
      expect((await sendCode(SARA_MOBILE)).status).toBe(200);
      clock.advance(MINUTE);
      const asked = await sendCode(SARA_MOBILE);
      expect(asked.status).toBe(HUMAN_CHECK_REQUIRED.status);
      expect(humanCheckRequiredSchema.parse(asked.body).human_check_required).toBe(true);
      const checks = await humanChecks(20);
      const answered = await times(20, (i) => sendCode({ ...SARA_MOBILE, human_check: checks[i] }));
      expect(statuses(answered)).toEqual({ 200: 1, 429: 19 });
    });

    it('counts at most 5 of 20 parallel wrong codes, and the right code after them is burned', async () => {
      expect((await sendCode(SARA_MOBILE)).status).toBe(200);
      const code = await latestOutboxCode(suite.api, SUFRA);
      const verify = (typed: string) => postJson(suite.api, SUFRA, AUTH_PATHS.otpVerify, { ...SARA_MOBILE, code: typed });
      const guesses = await times(20, () => verify(wrongCodeFor(code)));
      const messages = guesses.map((guess) => (guess.body as { message: string }).message);
      expect(messages.filter((message) => message === 'The verification code is incorrect.')).toHaveLength(4);
      expect(messages.filter((message) => message === 'Too many attempts, request a new code.')).toHaveLength(16);
      expect((await verify(code)).status).toBe(422);
    });

    it('sends at most OTP_CODES_PER_IP_PER_HOUR codes of parallel requests from one address', async () => {
      const limited = await startTestApi(suite.db, { ...options, otpCodesPerIpPerHour: 7 });
      try {
        const sent = await times(20, (i) =>
          postJson(limited, SUFRA, AUTH_PATHS.otpSend, { country_code: 'SA', mobile: `5520000${String(i).padStart(2, '0')}` }),
        );
        expect(statuses(sent)).toEqual({ 200: 7, 429: 13 });
      } finally {
        await limited.app.close();
      }
    });

    it('sends one mobile-change code of 20 parallel requests', async () => {
      const { token } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '557770001' });
      const sent = await times(20, () =>
        call(suite.api, MOBILE_CHANGE_PATHS.sendCode, {
          method: 'POST',
          headers: { ...customerHeaders(SUFRA, token), 'content-type': 'application/json' },
          body: JSON.stringify({ country_code: 'SA', mobile: '557770002' }),
        }),
      );
      expect(statuses(sent)).toEqual({ 200: 1, 429: 19 });
    });
  });

  describe('coupons', () => {
    it('answers at most 10 wrong coupon codes of 20 parallel attempts from one address', async () => {
      const calls = orderCalls(suite.api, SUFRA);
      const { token } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '557770003' });
      const cartId = await calls.cart({
        branch_id: 1,
        order_type: 'pickup',
        lines: [{ item_id: 131, quantity: 4, option_ids: [], notes: '' }],
      });
      const tried = await times(20, (i) => calls.post(token, CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code: `GUESS${i}` }));
      expect(statuses(tried)).toEqual({ 422: 10, 429: 10 });
      const valid = await calls.post(token, CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code: 'WELCOME10' });
      expect(valid.status).toBe(429);
      clock.advance(15 * MINUTE);
      expect((await calls.post(token, CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code: 'WELCOME10' })).status).toBe(200);
    });
  });

  describe('operator key', () => {
    const operatorCall = (key: string) =>
      call(suite.api, OPERATOR_EVENTS_PATH, { method: 'POST', headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: key } });

    it('answers at most 10 wrong keys of 20 parallel guesses per address, then 429 with Retry-After', async () => {
      const guesses = await times(20, (i) => operatorCall(`guess-${i}`));
      expect(statuses(guesses)).toEqual({ 401: 10, 429: 10 });
      const limited = await operatorCall(SUFRA.operatorKey);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      clock.advance(15 * MINUTE);
      expect((await operatorCall(SUFRA.operatorKey)).status).not.toBe(429);
    });

    const handshake = (target: TestApi, key: string): Promise<string> =>
      connectSocket(target.url, { tenant: SUFRA.name, app_token: SUFRA.appToken, operator_key: key }).then(
        (socket) => {
          socket.close();
          return 'connected';
        },
        (error: Error) => error.message,
      );
    const tally = (answers: string[]): Record<string, number> => {
      const counts: Record<string, number> = {};
      for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
      return counts;
    };

    it('spends one budget over HTTP and socket handshakes: a locked address is refused even the right key', async () => {
      const guesses = await times(20, (i) => operatorCall(`guess-${i}`));
      expect(statuses(guesses)).toEqual({ 401: 10, 429: 10 });
      const socketGuesses = await times(30, (i) => handshake(suite.api, `socket-guess-${i}`));
      expect(tally(socketGuesses)).toEqual({ too_many_operator_keys: 30 });
      expect(await handshake(suite.api, SUFRA.operatorKey)).toBe('too_many_operator_keys');
      clock.advance(15 * MINUTE);
      expect(await handshake(suite.api, SUFRA.operatorKey)).toBe('connected');
    });

    it('evaluates at most 10 of 150 parallel wrong handshakes, then HTTP and the right key are refused', async () => {
      const second = redisUrl ? await startTestApi(suite.db, options) : suite.api;
      try {
        const wrong = await times(150, (i) => handshake(i % 2 === 0 ? suite.api : second, `socket-guess-${i}`));
        expect(tally(wrong)).toEqual({ unauthorized: 10, too_many_operator_keys: 140 });
        expect(await handshake(second, SUFRA.operatorKey)).toBe('too_many_operator_keys');
        expect((await operatorCall(SUFRA.operatorKey)).status).toBe(429);
      } finally {
        if (second !== suite.api) await second.app.close();
      }
    });

    it("never takes a restaurant's burst of 50 parallel actions with the right key for guessing", async () => {
      const burst = await times(50, () => operatorCall(SUFRA.operatorKey));
      expect(statuses(burst)).not.toHaveProperty('429');
      const guesses = await times(20, (i) => operatorCall(`guess-${i}`));
      expect(statuses(guesses)).toEqual({ 401: 10, 429: 10 });
    });

    it('a right key does not use up the budget', async () => {
      for (let i = 0; i < 15; i += 1) expect((await operatorCall(SUFRA.operatorKey)).status).not.toBe(429);
    });

    it('keeps x-operator-key out of the headers a browser page may send', async () => {
      const preflight = await call(suite.api, OPERATOR_EVENTS_PATH, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': OPERATOR_KEY_HEADER,
        },
      });
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(allowed).toContain(HEADERS.tenant);
      expect(allowed).not.toContain(OPERATOR_KEY_HEADER);
    });
  });

  describe('client address', () => {
    it('ignores X-Forwarded-For without TRUST_PROXY: every address claimed shares the socket address budget', async () => {
      const sent = await times(10, (i) => contactMessage(suite.api, { 'x-forwarded-for': `203.0.113.${i}` }));
      expect(statuses(sent)).toEqual({ 201: 5, 429: 5 });
    });

    it('takes the client from X-Forwarded-For when TRUST_PROXY names the proxy', async () => {
      const proxied = await startTestApi(suite.db, { ...options, trustProxy: ['127.0.0.1'] });
      try {
        const sent = await times(10, (i) => contactMessage(proxied, { 'x-forwarded-for': `198.51.100.${i}` }));
        expect(statuses(sent)).toEqual({ 201: 10 });
        const same = await times(7, () => contactMessage(proxied, { 'x-forwarded-for': '198.51.100.200' }));
        expect(statuses(same)).toEqual({ 201: 5, 429: 2 });
        // Only the hop the proxy added counts: an address the client wrote before it is not believed.
        const spoofed = await times(3, (i) => contactMessage(proxied, { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.200` }));
        expect(statuses(spoofed)).toEqual({ 429: 3 });
      } finally {
        await proxied.app.close();
      }
    });
  });

  if (redisUrl) {
    it('holds across two api instances sharing redis', async () => {
      const second = await startTestApi(suite.db, options);
      try {
        const sent = await times(20, (i) => contactMessage(i % 2 === 0 ? suite.api : second));
        expect(statuses(sent)).toEqual({ 201: 5, 429: 15 });
      } finally {
        await second.app.close();
      }
    });
  }
});
