import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Branch } from '../contracts';
import { nextOpening } from '../contracts/branch-hours';
import { firstTimeZone } from '../contracts/countries';
import { formatClock } from '../contracts/date-format';
import { useStores } from '../stores/context';

/** Branch states in which the customer is told when the branch opens (not open now). */
const NOT_OPEN = new Set<Branch['status']>(['preorder', 'closed']);

/**
 * "Opens at 10:00 AM" (or "Opens Sunday at …" for another day) beside a branch that is not open yet;
 * nothing while it is open or when its hours never open it. Told from the moment the shown states
 * hold for (`branches.now`), so it moves with them.
 */
export const BranchOpensAt = observer(function BranchOpensAt({ branch, className }: { branch: Branch; className?: string }) {
  const { t } = useTranslation('common');
  const { branches, tenant, locale } = useStores();
  if (!NOT_OPEN.has(branch.status)) return null;
  const opening = nextOpening(branch.working_hours, branches.now, firstTimeZone(tenant.tenant.country));
  if (!opening) return null;
  const time = formatClock(opening.time, locale.locale);
  const weekdays = t('weekdays', { returnObjects: true }) as string[];
  return (
    <p className={className}>
      {opening.today ? t('branchOpens.today', { time }) : t('branchOpens.later', { time, weekday: weekdays[opening.weekday] })}
    </p>
  );
});
