import { HUMAN_CHECK_REQUIRED } from '@storefront/shared/contracts';
import type { RateLimit } from '../http/rate-limit';
import type { HumanCheckFactory } from '../human-check/human-check';
import { admitChecked, type HumanCheckAnswer } from '../human-check/human-check-gate';
import type { Limiter, LimitSlot } from '../limits/limiter';
import type { LimitCheck } from '../limits/take-limits';

const HOUR = 60 * 60_000;

/** The budgets of joining a waiting list, per tenant (docs/security.md, "Waiting list"). */
export interface WaitingJoinLimits {
  /** Joins one client address may make (every join may text a number). */
  perAddress: RateLimit;
  /** Joins naming one mobile (a join of a number already in line texts its link again). */
  perNumber: RateLimit;
  /** Joins of an address without the human check; past them the api answers 428. */
  uncheckedPerAddress: RateLimit;
}

export const WAITING_JOIN_LIMITS: WaitingJoinLimits = {
  perAddress: { max: 10, windowMs: HOUR },
  perNumber: { max: 3, windowMs: HOUR },
  uncheckedPerAddress: { max: 3, windowMs: HOUR },
};

/** The limits with the per-address numbers of the configuration (WAITING_JOINS_PER_IP_PER_HOUR...). */
export const waitingJoinLimitsOf = ({ perAddress, unchecked }: { perAddress: number; unchecked: number }): WaitingJoinLimits => ({
  ...WAITING_JOIN_LIMITS,
  perAddress: { ...WAITING_JOIN_LIMITS.perAddress, max: perAddress },
  uncheckedPerAddress: { ...WAITING_JOIN_LIMITS.uncheckedPerAddress, max: unchecked },
});

/**
 * The limits a join takes a slot of before it is made, all in one `takeLimits` so that a join refused
 * by any of them, or because one cannot be checked, keeps none: the address's and the number's hourly
 * caps (full: 429 `too_many_waiting_joins`), then, when no human check answer is sent, one of the
 * address's few joins without it (full: 428 `human_check_required`).
 */
const joinChecks = (
  limits: WaitingJoinLimits,
  { tenantId, ip, number, humanCheckSent }: { tenantId: number; ip: string; number: string; humanCheckSent: boolean },
): LimitCheck[] => [
  { key: { tenantId, rule: 'waiting-join-ip', subject: ip }, limit: limits.perAddress, code: 'too_many_waiting_joins' },
  { key: { tenantId, rule: 'waiting-join-mobile', subject: number }, limit: limits.perNumber, code: 'too_many_waiting_joins' },
  ...(humanCheckSent
    ? []
    : [
        {
          key: { tenantId, rule: 'waiting-join-ip-unchecked', subject: ip },
          limit: limits.uncheckedPerAddress,
          code: HUMAN_CHECK_REQUIRED.code,
        },
      ]),
];

/**
 * Takes a join's slots before the join is made (atomic, so parallel joins never pass together), then
 * verifies a human check answer sent (a wrong one: 428 with `errors.human_check`). Refused, every slot
 * taken is given back. Answers the slots taken.
 */
export const admitJoin = (
  { limiter, humanCheck, limits }: { limiter: Limiter; humanCheck: HumanCheckFactory; limits: WaitingJoinLimits },
  join: { tenantId: number; ip: string; number: string; humanCheck: HumanCheckAnswer; now: Date },
): Promise<LimitSlot[]> => {
  const { tenantId, ip, number, now } = join;
  const checks = joinChecks(limits, { tenantId, ip, number, humanCheckSent: Boolean(join.humanCheck) });
  return admitChecked({ limiter, humanCheck: humanCheck(tenantId) }, { checks, now, sent: join.humanCheck });
};
