import type { RateLimit } from '../http/rate-limit';
import type { LimitKey } from '../limits/limiter';
import type { LimitCheck } from '../limits/take-limits';

/** Failed password logins allowed per e-mail, and per address, within the window. */
export const PASSWORD_EMAIL_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60_000 };
export const PASSWORD_IP_LIMIT: RateLimit = { max: 20, windowMs: 15 * 60_000 };
/** Logins of an e-mail without the human check per window (right ones give their slot back): after 2 failures, it is needed. */
export const PASSWORD_UNCHECKED_LIMIT: RateLimit = { max: 2, windowMs: PASSWORD_EMAIL_LIMIT.windowMs };

export const uncheckedPasswordLogin = (tenantId: number, email: string): LimitKey => ({
  tenantId,
  rule: 'password-email-unchecked',
  subject: email,
});

/** The limits a password login takes a slot of before the password is checked (given back when it is right): per address, then per e-mail. */
export const passwordLoginLimits = (tenantId: number, email: string, ip: string): LimitCheck[] => [
  { key: { tenantId, rule: 'password-ip', subject: ip }, limit: PASSWORD_IP_LIMIT, code: 'too_many_logins' },
  { key: { tenantId, rule: 'password-email', subject: email }, limit: PASSWORD_EMAIL_LIMIT, code: 'too_many_logins' },
];
