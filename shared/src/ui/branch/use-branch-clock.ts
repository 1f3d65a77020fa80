import { useEffect, useRef, useState } from 'react';
import { nextHoursBoundary, type Branch } from '@storefront/shared/contracts';
import { firstTimeZone, useStores } from '@storefront/shared';

/** After an opening or closing time, the api is asked this much later (its clock may be a little behind this one)... */
const AFTER_BOUNDARY_MS = 2_000;
/** ...and once more this much later, in case it was further behind. */
const CONFIRM_AFTER_MS = 60_000;

/**
 * For a screen listing branches with their state: the api tells a state at the moment it is asked,
 * so just after the next opening or closing time of any of `branches` they are read again (and once
 * more a minute later), and a page left open moves from "Preorder available" to "Open" by itself.
 * Answers the moment the shown states hold for (what "opens at" is told from).
 */
export const useBranchClock = (branches: readonly Branch[]): Date => {
  const root = useStores();
  const [now, setNow] = useState(() => new Date());
  const timeZone = firstTimeZone(root.tenant.tenant.country);
  // The second reading outlives the first one's answer (which gives new branches, and a new boundary).
  const confirm = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(confirm.current), []);

  useEffect(() => {
    const from = new Date();
    const next = branches
      .map((branch) => nextHoursBoundary(branch.working_hours, from, timeZone)?.getTime())
      .filter((moment): moment is number => moment !== undefined);
    if (next.length === 0) return undefined;
    const boundary = setTimeout(
      () => {
        setNow(new Date());
        void root.branches.load();
        clearTimeout(confirm.current);
        confirm.current = setTimeout(() => void root.branches.load(), CONFIRM_AFTER_MS);
      },
      Math.min(...next) - from.getTime() + AFTER_BOUNDARY_MS,
    );
    return () => clearTimeout(boundary);
  }, [branches, timeZone, root]);

  return now;
};
