import { isWithinWorkingHours, nextOpening, type WaitingLineHours, type WorkingHours } from '@storefront/shared/contracts';

/** The moment the line is looked at, in the tenant's time zone. */
export interface LineClock {
  now: Date;
  timeZone: string;
}

/**
 * A line takes parties while its branch is open by its working hours (the rule and the next opening the
 * ordering side reads, `isWithinWorkingHours`/`nextOpening`); closed, it says when it opens next.
 * The branch's "closed by hand" switch is about online orders, not the dining room: it does not close the
 * line, whose own switch is `waiting_list_branches.open` (docs/decisions/waiting-line-hours.md).
 */
export const lineHours = (hours: readonly WorkingHours[], { now, timeZone }: LineClock): WaitingLineHours => {
  const open = isWithinWorkingHours(hours, now, timeZone);
  return { branch_open: open, opens_at: open ? null : (nextOpening(hours, now, timeZone)?.opens.toISOString() ?? null) };
};
