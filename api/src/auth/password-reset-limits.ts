import type { RateLimit } from '../http/rate-limit';
import type { LimitCheck } from '../limits/take-limits';

/** How long a password reset code lives. */
export const RESET_CODE_LIFETIME_MS = 15 * 60_000;
/** Wrong attempts after which a reset code is burned. */
export const RESET_MAX_ATTEMPTS = 5;
/** Reset codes an e-mail may be sent, and requests an address may make, within the window (whether the e-mail has an account or not). */
export const RESET_EMAIL_LIMIT: RateLimit = { max: 3, windowMs: 60 * 60_000 };
export const RESET_IP_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60_000 };

/** The limits every reset request takes a slot of: per address, then per e-mail. */
export const passwordResetRequestLimits = (tenantId: number, email: string, ip: string): LimitCheck[] => [
  { key: { tenantId, rule: 'reset-ip', subject: ip }, limit: RESET_IP_LIMIT, code: 'otp_ip_limit' },
  { key: { tenantId, rule: 'reset-email', subject: email }, limit: RESET_EMAIL_LIMIT, code: 'otp_ip_limit' },
];

/** Wrong codes an address may type within the window (a right one gives its slot back). */
export const RESET_VERIFY_IP_LIMIT: RateLimit = { max: 20, windowMs: 15 * 60_000 };

export const passwordResetVerifyLimits = (tenantId: number, ip: string): LimitCheck[] => [
  { key: { tenantId, rule: 'reset-verify-ip', subject: ip }, limit: RESET_VERIFY_IP_LIMIT, code: 'too_many_logins' },
];
