import { type Challenge } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Notice, localizePath, ScreenFrame, useStores, Link } from '@storefront/shared';
import { type PageMeta } from '@storefront/shared/contracts';
import '../ui/account.css';
import { useAccountTexts } from '../../texts';
import { fetchChallenges } from './challenge-calls';
import { ChallengeSummary } from './ChallengeSummary';

/** `/challenges`: the tenant's challenges with the customer's progress (spec state: challengesData, meta). */
export const ChallengesPage = observer(function ChallengesPage() {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const [answer, setAnswer] = useState<{ data: Challenge[]; meta: PageMeta } | 'failed' | null>(null);

  useEffect(() => {
    fetchChallenges(root.api).then(setAnswer, () => setAnswer('failed'));
  }, [root.api]);

  return (
    <ScreenFrame title={t('screens.challenges')}>
      {answer === null && <p role="status">{t('ui.loading')}</p>}
      {answer === 'failed' && <Notice kind="alert">{t('challenges.failed')}</Notice>}
      {answer && answer !== 'failed' && answer.data.length === 0 && <p>{t('challenges.empty')}</p>}
      {answer && answer !== 'failed' && answer.data.length > 0 && (
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
