import '../waiting.css';
import { LoadFailure, Loading, ScreenFrame, localizePath, useStores, type ScreenProps, Link } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useWaitingTexts } from '../../texts';
import { useOpensAtText } from '../join';
import { waitingBranchesOf } from './waiting-branches-store';

/**
 * `/waiting-list`: the branches that run a waiting list, each with the parties waiting now (live; per area
 * where it runs several, the counts its register screen shows); a branch takes parties (its link) only while
 * its list is on and it is open by its hours, else it says why.
 */
export const WaitingBranchesPage = observer(function WaitingBranchesPage({ title }: ScreenProps) {
  const root = useStores();
  const { t } = useWaitingTexts();
  const locale = root.locale.locale;
  const opensAt = useOpensAtText();
  const store = waitingBranchesOf(root);
  useEffect(() => store.follow(), [store]);
  const { value: branches, state } = store.branches;
  const failed = state === 'failed' || state === 'notFound';

  return (
    <ScreenFrame title={title}>
      {failed && <LoadFailure message={t('join.loadFailed')} onRetry={() => void store.branches.reload()} />}
      {!failed && !branches && <Loading />}
      {branches?.length === 0 && <p>{t('join.noBranches')}</p>}
      {branches && branches.length > 0 && (
        <>
          <p>{t('join.choose')}</p>
          <ul className="wl-branches">
            {branches.map((branch) => (
              <li key={branch.id} className="wl-card">
                <h2>{branch.names[locale]}</h2>
                <p>{branch.address[locale]}</p>
                {!branch.open && <p>{t('join.outOfService')}</p>}
                {branch.open && !branch.branch_open && (
                  <p>
                    {t('join.closedNow')} · {opensAt(branch.opens_at)}
                  </p>
                )}
                {branch.open && branch.branch_open && (
                  <>
                    {branch.areas.length > 1 ? (
                      <ul className="wl-area-counts">
                        {branch.areas.map((area) => (
                          <li key={area.id}>
                            {t('join.areaWaiting', {
                              area: area.names[locale],
                              waiting: t('join.waitingCount', { count: area.waiting_count }),
                            })}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p>{t('join.waitingCount', { count: branch.waiting_count })}</p>
                    )}
                    <Link
                      className="sf-button"
                      to={localizePath(`/waiting-list/branch/${branch.id}`, locale)}
                      aria-label={`${t('join.open')}: ${branch.names[locale]}`}
                    >
                      {t('join.open')}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </ScreenFrame>
  );
});
