import { useStores, type Branch, type OrderTypeName } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { branchDeliveryTimes, type DeliveryTime } from '../order-type';
import { useChooseBranch } from './use-choose-branch';

/** "Order now" and "Schedule for later", as the branch and the tenant allow; the preferred one first. */
export function BranchTimeButtons({
  type,
  branch,
  tenantTimes,
  preferred,
}: {
  type: OrderTypeName;
  branch: Branch;
  tenantTimes: readonly DeliveryTime[];
  preferred: DeliveryTime | null;
}) {
  const { t } = useMenuTexts();
  const { locale } = useStores();
  const choose = useChooseBranch();
  const times = branchDeliveryTimes(branch, tenantTimes);
  if (times.length === 0) return <p className="sf-branch-choice__closed">{t('branchSelect.notTakingOrders')}</p>;
  const ordered = preferred && times.includes(preferred) ? [preferred, ...times.filter((time) => time !== preferred)] : times;
  return (
    <div className="sf-branch-choice__actions">
      {ordered.map((time, index) => {
        const label = t(time === 'asap' ? 'branchSelect.orderNow' : 'branchSelect.orderLater');
        return (
          <button
            key={time}
            type="button"
            className={index === 0 ? 'sf-button' : 'sf-button sf-button--secondary'}
            aria-label={`${label} – ${branch.names[locale.locale]}`}
            onClick={() => void choose(type, branch, time)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
