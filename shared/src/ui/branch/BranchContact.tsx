import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Branch } from '@storefront/shared/contracts';
import { useNamespace, useStores } from '@storefront/shared';
import { branchContactTexts } from './texts';

/** A maps link that gives directions to a point (opens the customer's maps app or the maps site). */
export const directionsUrl = (branch: Pick<Branch, 'latitude' | 'longitude'>): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${branch.latitude},${branch.longitude}`;

/** A `tel:` address from a stored phone (spaces and dashes dropped, a leading + kept). */
export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * "Call the branch" (a tel: link, named with the branch) and, when the customer comes to the branch
 * (pickup, pickup from the car, a reservation), "Directions to the branch" in a new tab. The branch
 * comes from the tenant's branch list (read once when no screen read it before); nothing while it is unknown.
 */
export const BranchContact = observer(function BranchContact({ branchId, directions }: { branchId: number; directions: boolean }) {
  const { t } = useNamespace('branch-contact', branchContactTexts);
  const { branches, locale } = useStores();
  useEffect(() => {
    if (branches.branches.length === 0) void branches.load();
  }, [branches]);
  const branch = branches.byId(branchId);
  if (!branch || (!branch.phone && !directions)) return null;
  const name = branch.names[locale.locale];
  return (
    <nav aria-label={t('reach', { branch: name })} className="sf-card__actions">
      {branch.phone ? (
        <a className="sf-button" href={telUrl(branch.phone)}>
          {t('call', { branch: name })}
        </a>
      ) : null}{' '}
      {directions ? (
        <a className="sf-button" href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer">
          {t('directions', { branch: name })}
        </a>
      ) : null}
    </nav>
  );
});
