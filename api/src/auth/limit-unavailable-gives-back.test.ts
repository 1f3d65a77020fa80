import { ACCOUNT_AUTH_PATHS, AUTH_PATHS, HUMAN_CHECK_REQUIRED } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { postJson } from '../testing/customer-login';
import { TEST_ADDRESS, expectLimitsUnavailable, useLimitsOnOwnRedis } from '../testing/limits-own-redis';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';

jest.setTimeout(60_000);

const SARA_EMAIL = 'sara.qahtani@example.com';

/** A limit that cannot be checked, with the others answering (`useLimitsOnOwnRedis`'s `unreadable`). */
describe.each(testDatabases())(
  'a call refused because a later limit cannot be checked keeps no slot of the earlier ones, on $label with redis',
  (database) => {
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const limits = useLimitsOnOwnRedis(database, clock);

    // Every test starts a day later: the windows of the earlier tests are over.
    let testStart: number;
    beforeEach(() => {
      clock.advance(24 * 60 * 60_000);
      testStart = clock.now().getTime();
    });

    const { unreadable, readable } = limits;
    /** The slots counted in a limit's window begun during this test (0 without one: the clock stands still within a test). */
    const countOf = async (rule: string, subject: string) => {
      const { start, count } = await limits.windowOf(rule, subject);
      return start >= testStart ? count : 0;
    };

    const emailLogin = (email: string, password: string) => postJson(limits.api, SUFRA, ACCOUNT_AUTH_PATHS.emailLogin, { email, password });
    const sendCode = (mobile: string) => postJson(limits.api, SUFRA, AUTH_PATHS.otpSend, { country_code: 'SA', mobile });

    it("e-mail login: refused while its address limit cannot be checked, the e-mail's allowance without the human check stays whole", async () => {
      await unreadable('password-ip', TEST_ADDRESS);
      for (let attempt = 0; attempt < 3; attempt += 1) expectLimitsUnavailable(await emailLogin(SARA_EMAIL, `wrong-${attempt}`));
      expect(await countOf('password-email-unchecked', SARA_EMAIL)).toBe(0);
      await readable('password-ip', TEST_ADDRESS);
      // Its 2 failures without the human check are still to come.
      expect((await emailLogin(SARA_EMAIL, 'wrong-3')).status).toBe(422);
      expect((await emailLogin(SARA_EMAIL, 'wrong-4')).status).toBe(422);
      expect((await emailLogin(SARA_EMAIL, 'wrong-5')).status).toBe(HUMAN_CHECK_REQUIRED.status);
    });

    it('e-mail login: refused while its e-mail limit cannot be checked, neither the address nor the allowance keeps a slot', async () => {
      const email = 'nobody-unchecked@example.com';
      await unreadable('password-email', email);
      for (let attempt = 0; attempt < 3; attempt += 1) expectLimitsUnavailable(await emailLogin(email, `wrong-${attempt}`));
      expect([await countOf('password-email-unchecked', email), await countOf('password-ip', TEST_ADDRESS)]).toEqual([0, 0]);
      await readable('password-email', email);
      expect((await emailLogin(email, 'wrong-3')).status).toBe(422);
    });

    it("otp/send: refused while the number's limit cannot be checked, the number's resend wait is not started", async () => {
      const mobile = '551230001';
      await unreadable('otp-mobile', `SA:${mobile}`);
      expectLimitsUnavailable(await sendCode(mobile));
      expect(await countOf('otp-resend', `SA:${mobile}`)).toBe(0);
      await readable('otp-mobile', `SA:${mobile}`);
      expect((await sendCode(mobile)).status).toBe(200);
    });

    it('otp/send: refused while the allowance without the human check cannot be checked, no limit before it keeps a slot', async () => {
      const mobile = '551230002';
      await unreadable('otp-mobile-unchecked', `SA:${mobile}`);
      expectLimitsUnavailable(await sendCode(mobile));
      expect([
        await countOf('otp-resend', `SA:${mobile}`),
        await countOf('otp-mobile', `SA:${mobile}`),
        await countOf('otp-ip', TEST_ADDRESS),
      ]).toEqual([0, 0, 0]);
      await readable('otp-mobile-unchecked', `SA:${mobile}`);
      expect((await sendCode(mobile)).status).toBe(200);
    });
  },
);
