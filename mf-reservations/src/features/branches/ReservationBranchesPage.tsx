import '../reservations.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  distanceKm,
  formatDistance,
  Loading,
  LoadFailure,
  localizePath,
  ScreenFrame,
  useStores,
  Link,
  useTranslation,
} from '@storefront/shared';
import { useReservationTexts } from '../../texts';
import { reservationBranchesOf } from './reservation-branches-store';

/** `/reservations`: the branches that take reservations, with their open state and distance when known. */
export const ReservationBranchesPage = observer(function ReservationBranchesPage() {
  const { t } = useReservationTexts();
  const { t: common } = useTranslation('common');
  const root = useStores();
  const locale = root.locale.locale;
  const store = reservationBranchesOf(root);
  useEffect(() => store.follow(), [store]);
  const { value: branches, state } = store.branches;
  const failed = state === 'failed' || state === 'notFound';
  const coordinates = root.branches.location.state === 'located' ? root.branches.location.at : null;
  return (
    <ScreenFrame title={t('screens.reservations')}>
      {failed ? <LoadFailure message={t('failed')} onRetry={() => void store.branches.reload()} /> : null}
      {!failed && branches === null ? <Loading /> : null}
      {branches?.length === 0 ? <p>{t('noBranches')}</p> : null}
      <ul className="rsv-list">
        {branches?.map((branch) => (
          <li key={branch.id} className="rsv-card">
            <h2>{branch.names[locale]}</h2>
            <p>{branch.address[locale]}</p>
            <p>{common(`branchStatus.${branch.status}`)}</p>
            {coordinates ? <p>{formatDistance(distanceKm(coordinates, branch), locale)}</p> : null}
            <Link to={localizePath(`/reservations/branch/${branch.id}`, locale)}>{t('reserveAt', { branch: branch.names[locale] })}</Link>
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
});
