import {
  AUTH_PATHS,
  DEV_OUTBOX_PATH,
  apiErrorSchema,
  devOutboxResponseSchema,
  otpSendResponseSchema,
  otpTooManyRequestsSchema,
  otpVerifyResponseSchema,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { latestOutboxCode, postJson, sendLoginCode, wrongCodeFor, type TestMobile } from '../testing/customer-login';
import { call, startTestApi, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { tableError } from '../testing/table-error';
import { useTestApi } from '../testing/test-suite';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const SARA: TestMobile = { country_code: 'SA', mobile: '551234567' };
const NEWCOMER: TestMobile = { country_code: 'SA', mobile: '551110000' };
const MONA: TestMobile = { country_code: 'EG', mobile: '01012345678' };

describe.each(testDatabases())('login by mobile code on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  // Every test starts two hours later: the sends of the earlier tests are out of every limit window.
  beforeEach(() => clock.advance(120 * MINUTE));

  const sendCode = (mobile: unknown, tenant: DemoTenant = SUFRA) => postJson(suite.api, tenant, AUTH_PATHS.otpSend, mobile);
  /** As a person does: a second code of the hour comes with the human check answered. */
  const sendAsPerson = (mobile: TestMobile, tenant: DemoTenant = SUFRA) => sendLoginCode(suite.api, tenant, mobile);
  const verify = (body: unknown, tenant: DemoTenant = SUFRA) => postJson(suite.api, tenant, AUTH_PATHS.otpVerify, body);
  const outbox = async (tenant: DemoTenant) =>
    devOutboxResponseSchema.parse((await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(tenant) })).body).data;
  const expectRefusal = async (body: unknown, message: string) => {
    const response = await verify(body);
    expect(response.status).toBe(422);
    expect(apiErrorSchema.parse(response.body)).toEqual(tableError(message));
  };
  const expectTooMany = async (mobile: TestMobile, message: string, resendIn: number) => {
    const response = await sendCode(mobile);
    expect(response.status).toBe(429);
    expect(otpTooManyRequestsSchema.parse(response.body)).toEqual({ ...tableError(message), resend_in: resendIn });
    expect(response.headers.get('retry-after')).toBe(String(resendIn));
  };

  describe('sending a code', () => {
    it('sends a 4-digit code by SMS in the tenant language and tells when to resend', async () => {
      const response = await sendCode({ country_code: 'SA', mobile: '٠٥٥١٢٣٤٥٦٧' });
      expect(response.status).toBe(200);
      expect(otpSendResponseSchema.parse(response.body)).toEqual({ data: { resend_in: 60, expires_in: 300 } });
      const [sms] = await outbox(SUFRA);
      expect(sms).toEqual({
        channel: 'sms',
        to: '+966551234567',
        text: `رمز التحقق الخاص بك في سفرة: ${sms?.code}`,
        code: expect.stringMatching(/^\d{4}$/),
        created_at: clock.now().toISOString(),
      });
    });

    it('writes in English for an English tenant, to the international number', async () => {
      expect((await sendCode(MONA, NILE)).status).toBe(200);
      const [sms] = await outbox(NILE);
      expect(sms).toMatchObject({ to: '+201012345678', text: `Your Nile Kitchen verification code: ${sms?.code}` });
    });

    it('keeps only a hash of the code', async () => {
      await sendCode(SARA);
      const code = await latestOutboxCode(suite.api, SUFRA);
      const [row] = await suite.db.query<Record<string, unknown>>('SELECT * FROM otp_codes ORDER BY id DESC LIMIT 1');
      expect(Object.values(row ?? {})).not.toContain(code);
      expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['a number of another country', { country_code: 'SA', mobile: '01012345678' }, { mobile: ['validation.mobile'] }],
      ['no number', { country_code: 'SA' }, { mobile: ['validation.required'] }],
      ['an unknown country', { country_code: 'FR', mobile: '612345678' }, { country_code: ['validation.mobile'] }],
      ['no country', { mobile: '551234567' }, { country_code: ['validation.required'] }],
    ])('answers 400 for %s', async (_case, body, errors) => {
      const response = await sendCode(body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toEqual(errors);
    });

    it('waits 60 seconds before sending another code to the same number', async () => {
      expect((await sendCode(SARA)).status).toBe(200);
      clock.advance(45 * SECOND);
      await expectTooMany(SARA, 'Please wait before asking for a new code.', 15);
      expect((await sendCode(NEWCOMER)).status).toBe(200);
      clock.advance(15 * SECOND);
      expect((await sendAsPerson(SARA)).status).toBe(200);
    });

    it('sends at most 5 codes per number per hour', async () => {
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await sendAsPerson(SARA)).status).toBe(200);
        clock.advance(MINUTE);
      }
      await expectTooMany(SARA, 'Too many codes for this number, please try again later.', 55 * 60);
      clock.advance(55 * MINUTE);
      expect((await sendCode(SARA)).status).toBe(200);
    });

    it('sends at most 20 codes per address per hour', async () => {
      for (let sent = 0; sent < 20; sent += 1) {
        expect((await sendCode({ country_code: 'SA', mobile: `5500000${String(sent).padStart(2, '0')}` })).status).toBe(200);
      }
      await expectTooMany(SARA, 'Too many codes requested, please try again later.', 60 * 60);
      expect((await sendCode(MONA, NILE)).status).toBe(200);
    });
  });

  describe('verifying a code', () => {
    const sendAndRead = async (mobile: TestMobile = SARA): Promise<string> => {
      expect((await sendAsPerson(mobile)).status).toBe(200);
      return latestOutboxCode(suite.api, SUFRA);
    };

    it('logs a known customer in with a token', async () => {
      const code = await sendAndRead();
      const response = await verify({ ...SARA, code });
      expect(response.status).toBe(200);
      const { data } = otpVerifyResponseSchema.parse(response.body);
      expect(data.is_new).toBe(false);
      expect(data.token.length).toBeGreaterThanOrEqual(40);
      expect(data.customer).toMatchObject({ name: 'Sara Al-Qahtani', mobile: '551234567', countryCode: 'SA', customer_group_name: 'Gold' });
    });

    it('creates a customer on the first login, once', async () => {
      const mobile: TestMobile = { country_code: 'SA', mobile: '558880000' };
      const first = otpVerifyResponseSchema.parse((await verify({ ...mobile, code: await sendAndRead(mobile) })).body).data;
      expect(first.is_new).toBe(true);
      expect(first.customer).toMatchObject({ name: '', mobile: '558880000', email: null, customer_addresses: [], vehicles: [] });
      clock.advance(MINUTE);
      const second = otpVerifyResponseSchema.parse((await verify({ ...mobile, code: await sendAndRead(mobile) })).body).data;
      expect(second).toMatchObject({ is_new: false, customer: { id: first.customer.id } });
      expect(second.token).not.toBe(first.token);
    });

    it('reads the code typed in Arabic-Indic digits', async () => {
      const code = await sendAndRead();
      const arabic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
      expect((await verify({ ...SARA, mobile: '0551234567', code: arabic })).status).toBe(200);
    });

    it('refuses a wrong code, and burns the code at the fifth wrong attempt', async () => {
      const code = await sendAndRead();
      for (let attempt = 1; attempt <= 4; attempt += 1)
        await expectRefusal({ ...SARA, code: wrongCodeFor(code) }, 'The verification code is incorrect.');
      await expectRefusal({ ...SARA, code: wrongCodeFor(code) }, 'Too many attempts, request a new code.');
      await expectRefusal({ ...SARA, code }, 'Too many attempts, request a new code.');
      clock.advance(MINUTE);
      const next = await sendAndRead();
      expect((await verify({ ...SARA, code: next })).status).toBe(200);
    });

    it('refuses a code after 5 minutes', async () => {
      const code = await sendAndRead();
      clock.advance(5 * MINUTE - SECOND);
      const stillGood = await verify({ ...SARA, code });
      expect(stillGood.status).toBe(200);
      clock.advance(MINUTE);
      const late = await sendAndRead();
      clock.advance(5 * MINUTE);
      await expectRefusal({ ...SARA, code: late }, 'The verification code has expired.');
    });

    it('takes a code once', async () => {
      const code = await sendAndRead();
      expect((await verify({ ...SARA, code })).status).toBe(200);
      await expectRefusal({ ...SARA, code }, 'The verification code has expired.');
    });

    it('takes only the last code sent to the number', async () => {
      const first = await sendAndRead();
      clock.advance(MINUTE);
      const second = await sendAndRead();
      if (first !== second) await expectRefusal({ ...SARA, code: first }, 'The verification code is incorrect.');
      expect((await verify({ ...SARA, code: second })).status).toBe(200);
    });

    it('refuses a code sent for another tenant or another number', async () => {
      const code = await sendAndRead();
      expect((await verify({ ...SARA, code }, NILE)).status).toBe(422);
      await expectRefusal({ country_code: 'SA', mobile: '551119999', code }, 'The verification code is incorrect.');
    });

    it.each([
      ['a 3-digit code', { ...SARA, code: '123' }, { code: ['validation.code'] }],
      ['letters', { ...SARA, code: '12a4' }, { code: ['validation.code'] }],
      ['no code', { ...SARA }, { code: ['validation.required'] }],
    ])('answers 400 for %s', async (_case, body, errors) => {
      const response = await verify(body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toEqual(errors);
    });
  });

  describe('development outbox', () => {
    it("lists the tenant's own messages only, newest first", async () => {
      await sendCode(SARA);
      await sendCode(NEWCOMER);
      await sendCode(MONA, NILE);
      const sufra = await outbox(SUFRA);
      expect(sufra.slice(0, 2).map((sms) => sms.to)).toEqual(['+966551110000', '+966551234567']);
      expect(sufra.every((sms) => sms.text.includes('سفرة'))).toBe(true);
      expect((await outbox(NILE)).every((sms) => sms.to === '+201012345678')).toBe(true);
    });

    it('needs the tenant credentials', async () => {
      expect((await call(suite.api, DEV_OUTBOX_PATH)).status).toBe(401);
    });

    it('is not there without DEV_OUTBOX', async () => {
      const plain = await startTestApi(suite.db);
      try {
        const response = await call(plain, DEV_OUTBOX_PATH, { headers: storefrontHeaders(SUFRA) });
        expect(response.status).toBe(404);
        expect(apiErrorSchema.parse(response.body).message).toBe(`Route GET ${DEV_OUTBOX_PATH} not found`);
      } finally {
        await plain.app.close();
      }
    });
  });
});
