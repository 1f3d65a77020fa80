import { observer } from 'mobx-react-lite';
import { nextOpening, type Branch } from '@storefront/shared/contracts';
import { firstTimeZone, formatClock, useNamespace, useStores } from '@storefront/shared';
import { branchOpensTexts } from './texts';

/** Branch states in which the customer is told when the branch opens (not open now). */
const NOT_OPEN = new Set<Branch['status']>(['preorder', 'closed']);

/**
 * "Opens at 10:00 AM" (or "Opens Sunday at …" for another day) beside a branch that is not open yet;
 * nothing while it is open or when its hours never open it. Told from `now`, the moment the shown
 * states hold for (`useBranchClock`), so it moves with them.
 */
export const BranchOpensAt = observer(function BranchOpensAt({
  branch,
  now,
  className,
}: {
  branch: Branch;
  now: Date;
  className?: string;
}) {
  const { t } = useNamespace('branch-opens', branchOpensTexts);
  const { tenant, locale } = useStores();
  if (!NOT_OPEN.has(branch.status)) return null;
  const opening = nextOpening(branch.working_hours, now, firstTimeZone(tenant.tenant.country));
  if (!opening) return null;
  const time = formatClock(opening.time, locale.locale);
  const weekdays = t('common:weekdays', { returnObjects: true }) as string[];
  return <p className={className}>{opening.today ? t('today', { time }) : t('later', { time, weekday: weekdays[opening.weekday] })}</p>;
});
