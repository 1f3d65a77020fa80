import type { Limiter, LimitSlot } from '../limits/limiter';
import { giveBackAll, humanCheckRefusal, takeLimitsOrRefuse, type LimitCheck } from '../limits/take-limits';
import type { HumanCheck } from './human-check';

export type HumanCheckAnswer = { key: string; answer: string } | undefined;

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
    throw humanCheckRefusal({ wrongAnswer: true });
  }
  return slots;
};
