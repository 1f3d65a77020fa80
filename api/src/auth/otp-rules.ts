import type { RateLimit } from '../http/rate-limit';

/** How long a login code lives. */
export const OTP_LIFETIME_MS = 5 * 60_000;
/** Wrong attempts after which a code is burned. */
export const OTP_MAX_ATTEMPTS = 5;
/** One code per mobile per minute (the resend wait). */
export const OTP_RESEND_LIMIT: RateLimit = { max: 1, windowMs: 60_000 };
export const OTP_MOBILE_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 };
export const OTP_IP_LIMIT: RateLimit = { max: 20, windowMs: 60 * 60_000 };
/** Codes a number gets without the human check per OTP_MOBILE_LIMIT window: from the second on, otp/send asks for it. */
export const OTP_UNCHECKED_LIMIT: RateLimit = { max: 1, windowMs: OTP_MOBILE_LIMIT.windowMs };
