import { observer } from 'mobx-react-lite';
import { formatDistance, useStores, type Branch, type OrderTypeName } from '@storefront/shared';
import { BranchOpensAt, useBranchClock } from '@storefront/shared/ui/branch';
import { useMenuTexts } from '../../texts';
import { branchDeliveryTimes, type DeliveryTime } from '../order-type';
import { BranchTimeButtons } from './BranchTimeButtons';

/** Pickup and curbside: the branches taking the type with their state (and when a closed one opens), preparation time and times they allow. */
export const BranchList = observer(function BranchList({
  type,
  branches,
  tenantTimes,
}: {
  type: OrderTypeName;
  branches: readonly Branch[];
  tenantTimes: readonly DeliveryTime[];
}) {
  const { t } = useMenuTexts();
  const root = useStores();
  const lang = root.locale.locale;
  const shown = new Set(branches.map((branch) => branch.id));
  const listed = root.branches.listed.filter(({ branch }) => shown.has(branch.id));
  // The states move at the branches' opening and closing times, without a reload.
  const now = useBranchClock(root.branches.branches);
  if (listed.length === 0) return <p role="alert">{t('branchSelect.noBranches')}</p>;
  return (
    <>
      <p>
        <button type="button" className="sf-link-button" onClick={() => root.branches.locate()}>
          {t('branchSelect.useLocation')}
        </button>
      </p>
      {root.branches.location.state === 'locating' && <p role="status">{t('branchSelect.locating')}</p>}
      {root.branches.location.state === 'denied' && <p role="alert">{t('branchSelect.locationDenied')}</p>}
      <ul className="sf-branch-choices">
        {listed.map(({ branch, km }) => (
          <li key={branch.id}>
            <article className="sf-card sf-branch-choice" aria-labelledby={`branch-choice-${branch.id}`}>
              <h3 id={`branch-choice-${branch.id}`}>{branch.names[lang]}</h3>
              <p className={`sf-status sf-status--${branch.status}`}>{t(`common:branchStatus.${branch.status}`)}</p>
              <BranchOpensAt branch={branch} now={now} />
              <p>{branch.address[lang]}</p>
              {/* How long an order for now takes: said only where one can be placed now. */}
              {branchDeliveryTimes(branch, tenantTimes).includes('asap') && (
                <p>{t('branchSelect.preparation', { count: branch.preparation_minutes })}</p>
              )}
              {km !== null && <p>{t('branchSelect.distance', { distance: formatDistance(km, lang) })}</p>}
              <BranchTimeButtons type={type} branch={branch} tenantTimes={tenantTimes} preferred={root.orderDraft.draft.delivery_time} />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
});
