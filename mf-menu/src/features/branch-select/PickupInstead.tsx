import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { formatDistance, useStores, type Coordinates } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { useOrderOptions, type DeliveryTime } from '../order-type';
import { nearestPickup } from './nearest-pickup';
import { useChooseBranch } from './use-choose-branch';

/**
 * Outside every delivery zone: pickup from the branch nearest to the place asked about, with its distance
 * from there; one tap makes the order a pickup at that branch (at the customer's time where it allows it)
 * and opens its menu. Nothing when the tenant takes no pickup or no branch takes one.
 */
export const PickupInstead = observer(function PickupInstead({
  place,
  tenantTimes,
}: {
  place: Coordinates & { label: string };
  tenantTimes: readonly DeliveryTime[];
}) {
  const { t } = useMenuTexts();
  const root = useStores();
  const lang = root.locale.locale;
  const headingId = useId();
  const choose = useChooseBranch();
  const { branches, types } = useOrderOptions();
  if (!types.includes('pickup')) return null;
  const nearest = nearestPickup(branches.branches, place, tenantTimes, root.orderDraft.draft.delivery_time);
  if (!nearest) return null;
  const name = nearest.branch.names[lang];
  return (
    <article className="sf-card sf-branch-choice" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('branchSelect.delivery.pickupInstead.heading')}</h3>
      <p>
        {t('branchSelect.delivery.pickupInstead.nearest', {
          branch: name,
          distance: formatDistance(nearest.km, lang),
          place: place.label,
        })}
      </p>
      <p>{nearest.branch.address[lang]}</p>
      <div className="sf-branch-choice__actions">
        <button type="button" className="sf-button" onClick={() => void choose('pickup', nearest.branch, nearest.time)}>
          {t('branchSelect.delivery.pickupInstead.choose', { branch: name })}
        </button>
      </div>
    </article>
  );
});
