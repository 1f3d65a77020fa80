import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Notice, localizePath, ScreenFrame, useStores, Link } from '@storefront/shared';
import '../account.css';
import { useAccountTexts } from '../../texts';
import { challengesOf } from './challenges-store';
import { ChallengeSummary } from './ChallengeSummary';
import { ResourceLoading } from '@storefront/shared/data';

/** `/challenges`: the tenant's challenges with the customer's progress (spec state: challengesData, meta). */
export const ChallengesPage = observer(function ChallengesPage() {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const store = challengesOf(root);
  useEffect(() => store.follow(), [store]);
  const { value: answer, state } = store.list;

  return (
    <ScreenFrame title={t('screens.challenges')}>
      {!answer && state !== 'failed' && <ResourceLoading what="challenges" resource={store.list} label={t('ui.loading')} />}
      {state === 'failed' && <Notice kind="alert">{t('challenges.failed')}</Notice>}
      {answer && answer.data.length === 0 && <p>{t('challenges.empty')}</p>}
      {answer && answer.data.length > 0 && (
        <ul className="sf-account-list" aria-label={t('screens.challenges')}>
          {answer.data.map((challenge) => (
            <li key={challenge.id} className="sf-card">
              <h2>
                <Link
                  to={localizePath(`/challenges/${challenge.id}`, locale)}
                  aria-label={t('challenges.details', { name: challenge.names[locale] })}
                >
                  {challenge.names[locale]}
                </Link>
              </h2>
              <ChallengeSummary challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
});
