import { HUMAN_CHECK_REQUIRED } from '@storefront/shared/contracts';
import type { RateLimit } from '../http/rate-limit';
import type { LimitCheck } from '../limits/take-limits';

/** Failed password logins allowed per e-mail, and per address, within the window. */
export const PASSWORD_EMAIL_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60_000 };
export const PASSWORD_IP_LIMIT: RateLimit = { max: 20, windowMs: 15 * 60_000 };
/** Logins of an e-mail without the human check per window (right ones give their slot back): after 2 failures, it is needed. */
const PASSWORD_UNCHECKED_LIMIT: RateLimit = { max: 2, windowMs: PASSWORD_EMAIL_LIMIT.windowMs };

/**
 * The limits a password login takes a slot of before the password is checked (given back when it is
 * right), all in one `takeLimits` so that a login refused by any of them, or because one cannot be
 * checked, keeps none: without the human check, first the e-mail's allowance without it (full: 428
 * `human_check_required`), then per address, then per e-mail.
 */
export const passwordLoginLimits = (
  tenantId: number,
  { email, ip, humanCheckSent }: { email: string; ip: string; humanCheckSent: boolean },
): LimitCheck[] => [
  ...(humanCheckSent
    ? []
    : [
        {
          key: { tenantId, rule: 'password-email-unchecked', subject: email },
          limit: PASSWORD_UNCHECKED_LIMIT,
          code: HUMAN_CHECK_REQUIRED.code,
        },
      ]),
  { key: { tenantId, rule: 'password-ip', subject: ip }, limit: PASSWORD_IP_LIMIT, code: 'too_many_logins' },
  { key: { tenantId, rule: 'password-email', subject: email }, limit: PASSWORD_EMAIL_LIMIT, code: 'too_many_logins' },
];
