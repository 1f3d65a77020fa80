import {
  DEV_OUTBOX_PATH,
  FRAME_PATHS,
  MOBILE_CHANGE_PATHS,
  apiErrorSchema,
  customerDetailsResponseSchema,
  devOutboxResponseSchema,
  mobileChangeResponseSchema,
  mobileChangeSendResponseSchema,
  otpTooManyRequestsSchema,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode, wrongCodeFor, type TestMobile } from '../testing/customer-login';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { tableError } from '../testing/table-error';
import { useTestApi } from '../testing/test-suite';

const MINUTE = 60_000;

/** Numbers nobody of the seed has: each test takes its own. */
let lastNumber = 0;
const freshMobile = (): TestMobile => {
  lastNumber += 1;
  return { country_code: 'SA', mobile: `5570${String(lastNumber).padStart(5, '0')}` };
};

describe.each(testDatabases())('changing the mobile number on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  // Every test starts two hours later: the sends of the earlier tests are out of every limit window.
  beforeEach(() => clock.advance(120 * MINUTE));

  /** A new customer of the tenant, logged in by a code to a fresh number; the clock moves a minute past that send. */
  const newCustomer = async (tenant: DemoTenant = SUFRA, mobile: TestMobile = freshMobile()) => {
    const login = await loginWithCode(suite.api, tenant, mobile);
    clock.advance(MINUTE);
    return { token: login.token, id: login.customer.id, mobile };
  };
  const sendCode = (token: string, body: unknown, tenant: DemoTenant = SUFRA) =>
    customerCall(suite.api, tenant, token, MOBILE_CHANGE_PATHS.sendCode, { method: 'POST', body });
  const verify = (token: string, body: unknown, tenant: DemoTenant = SUFRA) =>
    customerCall(suite.api, tenant, token, MOBILE_CHANGE_PATHS.verify, { method: 'POST', body });
  const outbox = async (tenant: DemoTenant = SUFRA) =>
    devOutboxResponseSchema.parse((await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(tenant) })).body).data;
  /** The code the newest SMS to this number carries. */
  const codeSentTo = async ({ mobile }: TestMobile, tenant: DemoTenant = SUFRA) => {
    const sms = (await outbox(tenant)).find((message) => message.to.endsWith(mobile));
    if (!sms?.code) throw new Error(`no code sent to ${mobile}`);
    return sms.code;
  };
  const details = async (token: string, tenant: DemoTenant = SUFRA) =>
    customerDetailsResponseSchema.parse((await customerCall(suite.api, tenant, token, FRAME_PATHS.customerDetails)).body).data;
  const expectError = (response: { status: number; body: unknown }, status: number, message: string, errors?: object) => {
    expect(response.status).toBe(status);
    expect(apiErrorSchema.parse(response.body)).toEqual(errors ? { ...tableError(message), errors } : tableError(message));
  };

  describe('sending a code to the new number', () => {
    it('sends a 4-digit code to the new number (typed in any digits), saying what it is for', async () => {
      const { token } = await newCustomer();
      const next = freshMobile();
      const typed = `٠${next.mobile.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))}`;
      const response = await sendCode(token, { country_code: 'SA', mobile: typed });
      expect(response.status).toBe(200);
      expect(mobileChangeSendResponseSchema.parse(response.body)).toEqual({ data: { resend_in: 60, expires_in: 300 } });
      const [sms] = await outbox();
      expect(sms).toMatchObject({ to: `+966${next.mobile}`, code: expect.stringMatching(/^\d{4}$/) });
      expect(sms?.text).toBe(`رمز تغيير رقم جوالك في سفرة: ${sms?.code}`);
    });

    it('writes in English for an English tenant', async () => {
      const { token } = await newCustomer(NILE, { country_code: 'EG', mobile: '01099990001' });
      expect((await sendCode(token, { country_code: 'EG', mobile: '01099990002' }, NILE)).status).toBe(200);
      const [sms] = await outbox(NILE);
      expect(sms).toMatchObject({ to: '+201099990002', text: `Your Nile Kitchen code to change your mobile number: ${sms?.code}` });
    });

    it("refuses another customer's number of the same tenant and the customer's own number, sending nothing", async () => {
      const { token, mobile } = await newCustomer();
      const other = await newCustomer();
      const before = await outbox();
      expectError(await sendCode(token, other.mobile), 409, 'This mobile number belongs to another account.', {
        mobile: ['This mobile number belongs to another account.'],
      });
      expectError(await sendCode(token, { ...mobile, mobile: `0${mobile.mobile}` }), 422, 'This is already your mobile number.', {
        mobile: ['This is already your mobile number.'],
      });
      expect(await outbox()).toEqual(before);
    });

    it("takes a number another tenant's customer has", async () => {
      const nileMobile = freshMobile();
      await newCustomer(NILE, nileMobile);
      const { token } = await newCustomer();
      expect((await sendCode(token, nileMobile)).status).toBe(200);
    });

    it('keeps the login limits: one code a minute to a number, whoever asked', async () => {
      const { token } = await newCustomer();
      const next = freshMobile();
      expect((await sendCode(token, next)).status).toBe(200);
      clock.advance(20_000);
      const again = await sendCode(token, next);
      expect(again.status).toBe(429);
      expect(otpTooManyRequestsSchema.parse(again.body)).toEqual({
        code: 'otp_resend_too_soon',
        message: 'Please wait before asking for a new code.',
        resend_in: 40,
      });
    });

    it.each([
      ['a number of another country', { country_code: 'SA', mobile: '01012345678' }, { mobile: ['validation.mobile'] }],
      ['no number', { country_code: 'SA' }, { mobile: ['validation.required'] }],
      ['an unknown country', { country_code: 'FR', mobile: '612345678' }, { country_code: ['validation.mobile'] }],
    ])('answers 400 for %s', async (_case, body, errors) => {
      const { token } = await newCustomer();
      const response = await sendCode(token, body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toEqual(errors);
    });
  });

  describe('verifying the code', () => {
    it('moves the customer to the new number: logging in by it finds them, by the old one no longer', async () => {
      const { token, id, mobile: old } = await newCustomer();
      const next = freshMobile();
      await sendCode(token, next);
      const code = await codeSentTo(next);
      const arabic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
      const response = await verify(token, { ...next, mobile: `0${next.mobile}`, code: arabic });
      expect(response.status).toBe(200);
      expect(mobileChangeResponseSchema.parse(response.body).data).toMatchObject({ id, mobile: next.mobile, countryCode: 'SA' });
      expect(await details(token)).toMatchObject({ id, mobile: next.mobile });

      clock.advance(MINUTE);
      const byNew = await loginWithCode(suite.api, SUFRA, next);
      expect(byNew).toMatchObject({ is_new: false, customer: { id, mobile: next.mobile } });
      const byOld = await loginWithCode(suite.api, SUFRA, old);
      expect(byOld.is_new).toBe(true);
      expect(byOld.customer.id).not.toBe(id);
    });

    it('moves to a number of another country', async () => {
      const { token, id } = await newCustomer();
      const egypt: TestMobile = { country_code: 'EG', mobile: '01099990003' };
      expect((await sendCode(token, egypt)).status).toBe(200);
      const response = await verify(token, { ...egypt, code: await codeSentTo(egypt) });
      expect(mobileChangeResponseSchema.parse(response.body).data).toMatchObject({ id, mobile: '01099990003', countryCode: 'EG' });
    });

    it('refuses a wrong code as the login does, burns it at the fifth, and changes nothing', async () => {
      const { token, mobile } = await newCustomer();
      const next = freshMobile();
      await sendCode(token, next);
      const code = await codeSentTo(next);
      for (let attempt = 1; attempt <= 4; attempt += 1)
        expectError(await verify(token, { ...next, code: wrongCodeFor(code) }), 422, 'The verification code is incorrect.');
      expectError(await verify(token, { ...next, code: wrongCodeFor(code) }), 422, 'Too many attempts, request a new code.');
      expectError(await verify(token, { ...next, code }), 422, 'Too many attempts, request a new code.');
      expect((await details(token)).mobile).toBe(mobile.mobile);
    });

    it('refuses an expired code and a number no code went to; once moved, the number is refused to another customer', async () => {
      const { token } = await newCustomer();
      const next = freshMobile();
      await sendCode(token, next);
      const code = await codeSentTo(next);
      clock.advance(5 * MINUTE);
      expectError(await verify(token, { ...next, code }), 422, 'The verification code has expired.');
      expectError(await verify(token, { ...freshMobile(), code }), 422, 'The verification code is incorrect.');

      await sendCode(token, next);
      const fresh = await codeSentTo(next);
      expect((await verify(token, { ...next, code: fresh })).status).toBe(200);
      const back = await newCustomer();
      expectError(await verify(back.token, { ...next, code: fresh }), 409, 'This mobile number belongs to another account.', {
        mobile: ['This mobile number belongs to another account.'],
      });
    });

    it('refuses the number when someone took it after the code was sent, keeping the code', async () => {
      const { token, mobile } = await newCustomer();
      const next = freshMobile();
      await sendCode(token, next);
      const code = await codeSentTo(next);
      const [row] = await suite.db.query<{ id: number }>(
        "INSERT INTO customers (tenant_id, country_code, mobile) SELECT id, 'SA', $1 FROM tenants WHERE name = 'sufra' RETURNING id",
        [next.mobile],
      );
      expectError(await verify(token, { ...next, code }), 409, 'This mobile number belongs to another account.', {
        mobile: ['This mobile number belongs to another account.'],
      });
      expect((await details(token)).mobile).toBe(mobile.mobile);
      await suite.db.query('DELETE FROM customers WHERE id = $1', [row?.id]);
      expect((await verify(token, { ...next, code })).status).toBe(200);
    });

    it('answers 400 for a code that is not 4 digits', async () => {
      const { token } = await newCustomer();
      const response = await verify(token, { ...freshMobile(), code: '123' });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toEqual({ code: ['validation.code'] });
    });
  });

  describe('tenant isolation', () => {
    it('a token of one tenant gets 401 on the other, no token 401, and nothing is sent or changed', async () => {
      const sufra = await newCustomer();
      const nile = await newCustomer(NILE, { country_code: 'EG', mobile: '01099990004' });
      const next = freshMobile();
      const before = { sufra: await outbox(SUFRA), nile: await outbox(NILE) };
      for (const path of [MOBILE_CHANGE_PATHS.sendCode, MOBILE_CHANGE_PATHS.verify]) {
        const body = { ...next, code: '1234' };
        expect([path, (await customerCall(suite.api, NILE, sufra.token, path, { method: 'POST', body })).status]).toEqual([path, 401]);
        expect([path, (await customerCall(suite.api, SUFRA, nile.token, path, { method: 'POST', body })).status]).toEqual([path, 401]);
        expect([path, (await customerCall(suite.api, SUFRA, null, path, { method: 'POST', body })).status]).toEqual([path, 401]);
      }
      expect({ sufra: await outbox(SUFRA), nile: await outbox(NILE) }).toEqual(before);
      expect((await details(sufra.token)).mobile).toBe(sufra.mobile.mobile);
      expect((await details(nile.token, NILE)).mobile).toBe('01099990004');
    });

    it('a code sent for one tenant does not change the number at another', async () => {
      const sufra = await newCustomer();
      const nile = await newCustomer(NILE, { country_code: 'EG', mobile: '01099990005' });
      const next = freshMobile();
      await sendCode(sufra.token, next);
      const code = await codeSentTo(next);
      expectError(await verify(nile.token, { ...next, code }, NILE), 422, 'The verification code is incorrect.');
    });
  });
});
