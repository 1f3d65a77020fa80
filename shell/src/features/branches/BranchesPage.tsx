import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  joinList,
  formatClock,
  formatDistance,
  formatPhone,
  ScreenFrame,
  useNamespace,
  useStores,
  type Branch,
  type Locale,
  useTranslation,
} from '@storefront/shared';
import { BranchOpensAt, useBranchClock } from '@storefront/shared/ui/branch';
import { NAMESPACE, texts } from '../../texts';
import { branchesTexts } from './texts';

function WorkingHours({ branch, locale }: { branch: Branch; locale: Locale }) {
  const { t } = useTranslation('common');
  const weekdays = t('weekdays', { returnObjects: true }) as string[];
  return (
    <dl className="sf-hours">
      {weekdays.map((day, weekday) => {
        const periods = branch.working_hours.filter((h) => h.weekday === weekday);
        return (
          <div key={day}>
            <dt>{day}</dt>
            <dd>
              {periods.length === 0
                ? t('branchStatus.closed')
                : joinList(
                    periods.map((p) => `${formatClock(p.opens, locale)} – ${formatClock(p.closes, locale)}`),
                    locale,
                  )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** `/branches`: every branch with its state, address, hours and distance; live on branch changes. */
export const BranchesPage = observer(function BranchesPage() {
  const root = useStores();
  const locale = root.locale.locale;
  const { t: shellT } = useNamespace(NAMESPACE, texts);
  const { t } = useNamespace('branches', branchesTexts);
  const store = root.branches;
  // The states move at the branches' opening and closing times, without a reload.
  const now = useBranchClock(store.branches);

  // Live branch changes are followed by the root store itself.
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <ScreenFrame title={shellT('screens.branches')}>
      {store.state === 'loading' && <p role="status">{t('common:loading')}</p>}
      {store.state === 'failed' && (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" className="sf-link-button" onClick={() => void store.load()}>
            {t('common:retry')}
          </button>
        </p>
      )}
      {store.state === 'ready' && (
        <>
          <p>
            <button type="button" className="sf-link-button" onClick={() => store.locate()}>
              {t('useLocation')}
            </button>
          </p>
          {store.location.state === 'locating' && <p role="status">{t('locating')}</p>}
          {store.location.state === 'denied' && <p role="alert">{t('denied')}</p>}
          {store.branches.length === 0 && <p>{t('none')}</p>}
          <ul className="sf-branches">
            {store.listed.map(({ branch, km }) => (
              <li key={branch.id} className="sf-branch">
                <article aria-labelledby={`branch-${branch.id}`}>
                  <h2 id={`branch-${branch.id}`}>{branch.names[locale]}</h2>
                  <p className={`sf-branch__status sf-branch__status--${branch.status}`}>{t(`common:branchStatus.${branch.status}`)}</p>
                  <BranchOpensAt branch={branch} now={now} />
                  <p>{branch.address[locale]}</p>
                  {km !== null && <p>{t('distance', { distance: formatDistance(km, locale) })}</p>}
                  {branch.phone && (
                    <p>
                      <a href={`tel:${branch.phone}`}>{t('call', { phone: formatPhone(branch.phone) })}</a>
                    </p>
                  )}
                  <h3>{t('hours')}</h3>
                  <WorkingHours branch={branch} locale={locale} />
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </ScreenFrame>
  );
});
