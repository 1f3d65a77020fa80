import {
  FRAME_PATHS,
  apiErrorSchema,
  contactMessageResponseSchema,
  humanCheckChallengeResponseSchema,
  type HumanCheckChallenge,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerHeaders, loginWithCode, postJson } from '../testing/customer-login';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const HUMAN_CHECK_FAILED = 'Wrong Data, Please complete the human validation';
const MINUTE = 60_000;

describe.each(testDatabases())('human check and contact form on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  // Every test starts a day later: the messages of the earlier tests are out of the rate-limit window.
  beforeEach(() => clock.advance(24 * 60 * MINUTE));

  const challenge = async (tenant: DemoTenant = SUFRA): Promise<HumanCheckChallenge> => {
    const response = await call(suite.api, FRAME_PATHS.humanCheck, { headers: storefrontHeaders(tenant) });
    expect(response.status).toBe(200);
    return humanCheckChallengeResponseSchema.parse(response.body).data;
  };
  const solve = (challenge: HumanCheckChallenge): string => {
    const [, a, b] = /^What is (\d) \+ (\d)\?$/.exec(challenge.kind === 'sum' ? challenge.question.en : '') ?? [];
    return String(Number(a) + Number(b));
  };
  const message = (humanCheck: { key: string; answer: string }, overrides: Record<string, unknown> = {}) => ({
    name: 'Sara',
    email: 'sara@example.com',
    country_code: 'SA',
    mobile: '٠٥٥١٢٣٤٥٦٧',
    message: 'Do you cater for weddings of 200 guests?',
    human_check: humanCheck,
    ...overrides,
  });
  const send = (body: unknown, tenant: DemoTenant = SUFRA) => postJson(suite.api, tenant, FRAME_PATHS.contactMessages, body);
  const solved = async (tenant: DemoTenant = SUFRA) => {
    const next = await challenge(tenant);
    return { key: next.key, answer: solve(next) };
  };

  describe('human check', () => {
    it('asks a sum of two numbers from 1 to 9 in both languages, with a new key each time', async () => {
      const first = await challenge();
      expect(first).toMatchObject({ kind: 'sum', provider: 'sandbox', sandbox: true });
      if (first.kind !== 'sum') throw new Error('not a sum');
      const [, a, b] = /^What is ([1-9]) \+ ([1-9])\?$/.exec(first.question.en) ?? [];
      expect(first.question.ar).toBe(`كم يساوي ${a} + ${b}؟`);
      expect(first.key.length).toBeGreaterThanOrEqual(16);
      expect((await challenge()).key).not.toBe(first.key);
    });

    it('stores the answer hashed, never the sum itself', async () => {
      const next = await challenge();
      const [row] = await suite.db.query<{ answer_hash: string }>('SELECT answer_hash FROM human_checks WHERE key = $1', [next.key]);
      expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers 401 without the tenant credentials', async () => {
      expect((await call(suite.api, FRAME_PATHS.humanCheck)).status).toBe(401);
    });
  });

  describe('sending a message', () => {
    it('stores it for the tenant with the mobile in national form and answers 201', async () => {
      const response = await send(message(await solved()));
      expect(response.status).toBe(201);
      const { id } = contactMessageResponseSchema.parse(response.body).data;
      const [row] = await suite.db.query(
        'SELECT t.name AS tenant, m.name, m.email, m.country_code, m.mobile, m.message, m.created_at FROM contact_messages m JOIN tenants t ON t.id = m.tenant_id WHERE m.id = $1',
        [id],
      );
      expect(row).toEqual({
        tenant: 'sufra',
        name: 'Sara',
        email: 'sara@example.com',
        country_code: 'SA',
        mobile: '551234567',
        message: 'Do you cater for weddings of 200 guests?',
        created_at: clock.now(),
      });
    });

    it('takes the answer typed in Arabic-Indic digits', async () => {
      const next = await challenge();
      const arabic = solve(next).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
      expect((await send(message({ key: next.key, answer: ` ${arabic} ` }))).status).toBe(201);
    });

    it('lists every wrong field with its validation key', async () => {
      const response = await send({ name: 'x'.repeat(31), email: 'not-an-email', country_code: 'EG', mobile: '0551234567', message: ' ' });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toEqual({
        name: ['validation.tooLong'],
        email: ['validation.email'],
        mobile: ['validation.mobile'],
        message: ['validation.required'],
      });
    });

    it('refuses a country outside the mobile rules', async () => {
      const response = await send(message(await solved(), { country_code: 'US', mobile: '2025550123' }));
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toEqual({ country_code: ['validation.mobile'] });
    });

    it('answers 400 for a body that is not JSON, never 500', async () => {
      const response = await call(suite.api, FRAME_PATHS.contactMessages, {
        method: 'POST',
        headers: { ...storefrontHeaders(SUFRA), 'content-type': 'application/json' },
        body: '{"name":',
      });
      expect(response.status).toBe(400);
    });
  });

  describe('a failed human check', () => {
    const expectRefused = async (body: unknown, tenant: DemoTenant = SUFRA) => {
      const response = await send(body, tenant);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body)).toEqual({
        code: 'human_check_failed',
        message: HUMAN_CHECK_FAILED,
        errors: { human_check: ['validation.humanCheck'] },
      });
    };

    it('refuses a wrong answer, and the key is used up by it', async () => {
      const next = await challenge();
      const right = solve(next);
      await expectRefused(message({ key: next.key, answer: String(Number(right) + 1) }));
      await expectRefused(message({ key: next.key, answer: right }));
    });

    it('asks a visitor who sent no answer', async () => {
      const { human_check: _none, ...unanswered } = message(await solved());
      await expectRefused(unanswered);
    });

    it('refuses a key used once already', async () => {
      const humanCheck = await solved();
      expect((await send(message(humanCheck))).status).toBe(201);
      await expectRefused(message(humanCheck));
    });

    it('refuses a key older than 10 minutes', async () => {
      const humanCheck = await solved();
      clock.advance(10 * MINUTE);
      await expectRefused(message(humanCheck));
    });

    it('takes a key just before it expires', async () => {
      const humanCheck = await solved();
      clock.advance(10 * MINUTE - 1000);
      expect((await send(message(humanCheck))).status).toBe(201);
    });

    it('refuses an unknown key and the key of another tenant', async () => {
      await expectRefused(message({ key: 'made-up-key-1234567890', answer: '7' }));
      await expectRefused(message(await solved(NILE)));
    });
  });

  describe('a logged-in customer (a mobile proven by a code)', () => {
    const sendAs = (token: string, body: unknown) =>
      call(suite.api, FRAME_PATHS.contactMessages, {
        method: 'POST',
        headers: { ...customerHeaders(SUFRA, token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('is not asked the human check, yet keeps the per-address limit', async () => {
      const { token } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551112299' });
      const { human_check: _none, ...unanswered } = message(await solved());
      expect((await sendAs(token, unanswered)).status).toBe(201);
      for (let sent = 1; sent < 5; sent += 1) expect((await sendAs(token, unanswered)).status).toBe(201);
      expect((await sendAs(token, unanswered)).status).toBe(429);
    });

    it('is asked once the session is no longer live (a token the api does not know)', async () => {
      const { human_check: _none, ...unanswered } = message(await solved());
      const response = await sendAs('not-a-live-token-0000000000000000', unanswered);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).code).toBe('human_check_failed');
    });
  });

  describe('rate limit', () => {
    it('takes 5 messages per address in 10 minutes, per tenant', async () => {
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await send(message(await solved()))).status).toBe(201);
        clock.advance(MINUTE);
      }
      const humanCheck = await solved();
      const limited = await send(message(humanCheck));
      expect(limited.status).toBe(429);
      expect(apiErrorSchema.parse(limited.body).message).toBe('Too many messages, please try again later.');
      // The first message leaves the window 10 minutes after it was sent, 5 minutes from now.
      expect(limited.headers.get('retry-after')).toBe('300');
      expect((await send(message(await solved(NILE), { country_code: 'EG', mobile: '01012345678' }), NILE)).status).toBe(201);
      clock.advance(5 * MINUTE);
      expect((await send(message(humanCheck))).status).toBe(201);
    });
  });
});
