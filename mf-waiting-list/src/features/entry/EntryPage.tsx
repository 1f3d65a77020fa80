import '../waiting.css';
import { LoadFailure, Loading, ScreenFrame, useStores, type ScreenProps, useParams } from '@storefront/shared';
import { PushOptIn } from '@storefront/shared/push';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useErrorText, useWaitingTexts } from '../../texts';
import { EntryActions } from './EntryActions';
import { EntryRating } from './EntryRating';
import { YourTurn } from './YourTurn';
import { entryStoreOf } from './entry-store';
import { primeSound, signalYourTurn } from './your-turn-signal';

/** `/waiting-list/branch/{id}/{entry}` and `/waiting-list/{entry}`: the party's place, live, and what it may do. */
export const EntryPage = observer(function EntryPage({ title }: ScreenProps) {
  const root = useStores();
  const { t } = useWaitingTexts();
  const errorText = useErrorText();
  const params = useParams();
  const token = params.reservation ?? params.id ?? '';
  const locale = root.locale.locale;
  const store = entryStoreOf(root);
  useEffect(() => store.follow(token), [store, token]);
  const { value: entry, state, error } = store.entry;
  const yourTurn = entry?.state === 'your_turn';
  const wasYourTurn = useRef(false);
  // Any tap on the page lets the turn's sound play later (browsers need one).
  useEffect(() => {
    document.addEventListener('pointerdown', primeSound);
    return () => document.removeEventListener('pointerdown', primeSound);
  }, []);
  useEffect(() => {
    if (yourTurn && !wasYourTurn.current) signalYourTurn();
    wasYourTurn.current = yourTurn;
  }, [yourTurn]);

  if (!entry)
    return (
      <ScreenFrame title={title}>
        {state === 'failed' || state === 'notFound' ? (
          <LoadFailure message={errorText(error, t('entry.notFound'))} onRetry={() => void store.entry.reload()} />
        ) : (
          <Loading />
        )}
      </ScreenFrame>
    );
  const branch = entry.branch.names[locale];
  return (
    <ScreenFrame title={yourTurn ? t('entry.yourTurn') : title}>
      <div>
        {yourTurn && <YourTurn entry={entry} />}
        <div className="wl-card">
          <p>
            {branch} · {entry.area.names[locale]}
          </p>
          <p className="wl-state" role="status">
            {t(`entry.states.${entry.state}`)}
          </p>
          {entry.closed_reason && <p>{entry.closed_reason}</p>}
          {entry.position !== null && (
            <>
              <p>{t('entry.position')}</p>
              <p className="wl-position">{entry.position}</p>
              <p>{entry.parties_ahead === 0 ? t('entry.next') : t('entry.ahead', { count: entry.parties_ahead ?? 0 })}</p>
              {entry.estimated_minutes !== null && entry.estimated_minutes > 0 && (
                <p>{t('line.estimate', { count: entry.estimated_minutes })}</p>
              )}
            </>
          )}
          <p>
            {entry.name} · {t('entry.party', { count: entry.party_size })}
          </p>
          {entry.note && <p>{entry.note}</p>}
        </div>
        {/* "Notify me when it's my turn" only while the turn is still to come: not once called, seated or ended. */}
        {entry.status === 'waiting' && <PushOptIn target={{ kind: 'waiting', token }} />}
        {(entry.status === 'waiting' || entry.status === 'called') && <EntryActions entry={entry} />}
        {(entry.can_rate || entry.rating) && <EntryRating entry={entry} />}
      </div>
    </ScreenFrame>
  );
});
