import { type ChallengeDetails } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  displayTimeZone,
  Notice,
  ApiCallError,
  formatDate,
  localizePath,
  ScreenFrame,
  useStores,
  Link,
  useParams,
} from '@storefront/shared';
import '../ui/account.css';
import { useAccountTexts } from '../../texts';
import { fetchChallenge } from './challenge-calls';
import { ChallengeSummary } from './ChallengeSummary';

/** `/challenges/{id}`: one challenge, its reward, and the customer's progress entries. */
export const ChallengePage = observer(function ChallengePage() {
  const root = useStores();
  const locale = root.locale.locale;
  const { id = '' } = useParams();
  const { t } = useAccountTexts();
  const [details, setDetails] = useState<ChallengeDetails | 'missing' | 'failed' | null>(null);

  useEffect(() => {
    fetchChallenge(root.api, id).then(setDetails, (error: unknown) =>
      setDetails(error instanceof ApiCallError && error.status === 404 ? 'missing' : 'failed'),
    );
  }, [root.api, id]);

  const loaded = details !== null && typeof details === 'object' ? details : null;
  return (
    <ScreenFrame title={loaded ? loaded.names[locale] : t('screens.challenge')}>
      <p>
        <Link to={localizePath('/challenges', locale)}>{t('challenges.back')}</Link>
      </p>
      {details === null && <p role="status">{t('ui.loading')}</p>}
      {details === 'missing' && <Notice kind="alert">{t('challenges.notFound')}</Notice>}
      {details === 'failed' && <Notice kind="alert">{t('challenges.failed')}</Notice>}
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
