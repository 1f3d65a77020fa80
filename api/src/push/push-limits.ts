import type { RateLimit } from '../http/rate-limit';
import type { LimitCheck } from '../limits/take-limits';

/** Subscriptions one address may make per tenant in the window (a page subscribes once per tap). */
export const PUSH_SUBSCRIBE_IP_LIMIT: RateLimit = { max: 60, windowMs: 10 * 60_000 };

export const pushSubscribeLimits = (tenantId: number, ip: string): LimitCheck[] => [
  { key: { tenantId, rule: 'push-subscribe-ip', subject: ip }, limit: PUSH_SUBSCRIBE_IP_LIMIT, code: 'too_many_requests' },
];
