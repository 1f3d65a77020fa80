import { HUMAN_CHECK_REQUIRED, VALIDATION } from '@storefront/shared/contracts';
import { DomainError } from '../domain/domain-error';
import type { Limiter, LimitSlot } from '../limits/limiter';
import { giveBackAll, takeLimitsOrRefuse, type LimitCheck } from '../limits/take-limits';
import type { HumanCheck } from './human-check';

export type HumanCheckAnswer = { key: string; answer: string } | undefined;

/** The 428 of a human check answer sent that does not complete its challenge (`errors.human_check`). */
const wrongHumanCheck = (): DomainError =>
  new DomainError(HUMAN_CHECK_REQUIRED.code, {
    details: { human_check_required: true },
    errors: { human_check: [VALIDATION.humanCheck] },
  });

/**
 * Takes a slot of every limit (a full one refuses: `takeLimitsOrRefuse`, a 428 for the allowance without
 * the human check), then verifies the human check answer sent, if any: a wrong one gives every slot back
 * and refuses with 428. Answers the slots taken.
 */
export const admitChecked = async (
  { limiter, humanCheck }: { limiter: Limiter; humanCheck: HumanCheck },
  {
    checks,
    now,
    sent,
    details,
  }: {
    checks: LimitCheck[];
    now: Date;
    sent: HumanCheckAnswer;
    details?: (retryAfterSeconds: number) => Readonly<Record<string, unknown>>;
  },
): Promise<LimitSlot[]> => {
  const slots = await takeLimitsOrRefuse(limiter, checks, now, details);
  if (sent && !(await humanCheck.verify(sent.key, sent.answer))) {
    await giveBackAll(limiter, slots);
    throw wrongHumanCheck();
  }
  return slots;
};
