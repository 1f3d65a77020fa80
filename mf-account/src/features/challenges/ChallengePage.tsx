import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { displayTimeZone, Notice, formatDate, localizePath, ScreenFrame, useStores, Link, useParams } from '@storefront/shared';
import '../account.css';
import { useAccountTexts } from '../../texts';
import { challengesOf } from './challenges-store';
import { ChallengeSummary } from './ChallengeSummary';
import { ResourceLoading } from '@storefront/shared/data';

/** `/challenges/{id}`: one challenge, its reward, and the customer's progress entries. */
export const ChallengePage = observer(function ChallengePage() {
  const root = useStores();
  const locale = root.locale.locale;
  const { id = '' } = useParams();
  const { t } = useAccountTexts();
  const store = challengesOf(root);
  useEffect(() => store.followChallenge(id), [store, id]);
  const { value: loaded, state } = store.challenge;

  return (
    <ScreenFrame title={loaded ? loaded.names[locale] : t('screens.challenge')}>
      <p>
        <Link to={localizePath('/challenges', locale)}>{t('challenges.back')}</Link>
      </p>
      {!loaded && state !== 'notFound' && state !== 'failed' && (
        <ResourceLoading what="challenge" resource={store.challenge} label={t('ui.loading')} />
      )}
      {state === 'notFound' && <Notice kind="alert">{t('challenges.notFound')}</Notice>}
      {state === 'failed' && <Notice kind="alert">{t('challenges.failed')}</Notice>}
      {loaded && (
        <>
          <ChallengeSummary challenge={loaded} />
          <h2>{t('challenges.history')}</h2>
          {loaded.entries.length === 0 ? (
            <p>{t('challenges.noHistory')}</p>
          ) : (
            <ul className="sf-account-list" aria-label={t('challenges.history')}>
              {loaded.entries.map((entry) => (
                <li key={entry.id}>
                  {formatDate(new Date(entry.created_at), displayTimeZone(root.tenant.tenant.country))} ·{' '}
                  <span dir="ltr">+{entry.amount}</span>
                  {entry.reference && <> · {entry.reference}</>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </ScreenFrame>
  );
});
