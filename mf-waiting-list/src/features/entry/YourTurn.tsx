import { Notice, displayTimeZone, formatTime, useStores } from '@storefront/shared';
import type { WaitingEntry } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useErrorText, useWaitingTexts } from '../../texts';
import { entryStoreOf } from './entry-store';

/** "Your turn now": where to go, until when the place is kept (the branch's grace time), and "I'm on my way". */
export const YourTurn = observer(function YourTurn({ entry }: { entry: WaitingEntry }) {
  const root = useStores();
  const store = entryStoreOf(root);
  const { t } = useWaitingTexts();
  const errorText = useErrorText();
  const locale = root.locale.locale;
  const { busy, error } = store.announcing;
  const branch = entry.branch.names[locale];
  const until = entry.give_up_at && formatTime(new Date(entry.give_up_at), locale, displayTimeZone(root.tenant.tenant.country));

  return (
    <div className="wl-your-turn" role="alert">
      <h2>{t('entry.yourTurn')}</h2>
      <p>{t('entry.comeIn', { branch })}</p>
      <p>{t('entry.party', { count: entry.party_size })}</p>
      {until && <p className="wl-grace">{t('entry.graceUntil', { count: entry.grace_minutes, time: until })}</p>}
      {entry.on_my_way_at ? (
        <p className="wl-on-my-way" role="status">
          {t('entry.onTheWay')}
        </p>
      ) : (
        <button type="button" className="sf-button wl-on-my-way-button" disabled={busy} onClick={() => void store.onMyWay()}>
          {busy ? t('entry.sendingOnMyWay') : t('entry.onMyWay')}
        </button>
      )}
      {error !== null && <Notice kind="alert">{errorText(error, t('entry.failed'))}</Notice>}
    </div>
  );
});
