import type { RateLimit } from '../http/rate-limit';
import type { LimitCheck } from '../limits/take-limits';

/** Subscriptions one address may make per tenant in the window (a page subscribes once per tap). */
export const PUSH_SUBSCRIBE_IP_LIMIT: RateLimit = { max: 60, windowMs: 10 * 60_000 };

/**
 * Subscriptions kept per target (an order, a reservation, a waiting entry: one status change sends at
 * most this many pushes) and per customer; a new one past either cap pushes out the oldest.
 */
export const PUSH_SUBSCRIPTION_CAPS = { perTarget: 10, perCustomer: 20 } as const;

export const pushSubscribeLimits = (tenantId: number, ip: string): LimitCheck[] => [
  { key: { tenantId, rule: 'push-subscribe-ip', subject: ip }, limit: PUSH_SUBSCRIBE_IP_LIMIT, code: 'too_many_requests' },
];
