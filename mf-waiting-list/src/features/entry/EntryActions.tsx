import { Notice, toWesternDigits, useStores } from '@storefront/shared';
import { SelectField, NoteField } from '@storefront/shared/forms';
import type { WaitingEntry } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useErrorText, useWaitingTexts } from '../../texts';
import { PartySizeField } from '../join';
import { entryStoreOf } from './entry-store';

/** Delay, change the party size or note, or leave the line, with a reason if the party gives one. One call at a time (the buttons wait). */
export const EntryActions = observer(function EntryActions({ entry }: { entry: WaitingEntry }) {
  const root = useStores();
  const store = entryStoreOf(root);
  const { t } = useWaitingTexts();
  const errorText = useErrorText();
  const locale = root.locale.locale;
  const { busy, error } = store.changing;
  const [saved, setSaved] = useState(false);
  const [editing, setEditing] = useState(false);
  const [partySize, setPartySize] = useState(String(entry.party_size));
  const [note, setNote] = useState(entry.note ?? '');
  const [cancelling, setCancelling] = useState(false);
  const [reasonId, setReasonId] = useState('');

  const run = (change: () => Promise<boolean>) => {
    setSaved(false);
    return change();
  };
  const startCancel = () => {
    setSaved(false);
    store.changing.clear();
    setCancelling(true);
    void store.reasons.load();
  };
  const reasons = cancelling ? store.reasons.value : null;
  const reasonsFailed = cancelling && store.reasons.state === 'failed';
  const confirmCancel = (event: React.FormEvent) => {
    event.preventDefault();
    void run(() => store.cancel(reasonId ? Number(reasonId) : null));
  };
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void run(() => store.update({ party_size: Number(toWesternDigits(partySize)), note })).then((done) => {
      setSaved(done);
      if (done) setEditing(false);
    });
  };

  return (
    <section aria-label={t('entry.change')}>
      <div className="wl-actions">
        {entry.status === 'waiting' && entry.can_delay && (
          <button type="button" className="sf-button" disabled={busy} onClick={() => void run(store.delay)}>
            {busy ? t('entry.delaying') : t('entry.delay')}
          </button>
        )}
        <button
          type="button"
          className="sf-button sf-button--secondary"
          disabled={busy}
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          {t('entry.change')}
        </button>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          disabled={busy || (cancelling && !reasonsFailed)}
          onClick={startCancel}
        >
          {t('entry.cancel')}
        </button>
      </div>
      {entry.status === 'waiting' && <p>{t('entry.delaysLeft', { count: Math.max(0, entry.delays_allowed - entry.delays_used) })}</p>}
      {editing && (
        <form className="sf-form wl-dialog" noValidate onSubmit={save}>
          <PartySizeField
            bounds={{ min: entry.party_size_min, max: entry.party_size_max }}
            value={partySize}
            onChange={(event) => setPartySize(event.target.value)}
          />
          <NoteField label={t('join.note')} value={note} onChange={(event) => setNote(event.target.value)} />
          <button type="submit" className="sf-button" disabled={busy}>
            {busy ? t('entry.saving') : t('entry.save')}
          </button>
        </form>
      )}
      {reasons && (
        <form className="sf-form wl-dialog" noValidate onSubmit={confirmCancel} aria-label={t('entry.cancelTitle')}>
          <h2>{t('entry.cancelTitle')}</h2>
          <SelectField label={t('entry.reason')} value={reasonId} onChange={(event) => setReasonId(event.target.value)}>
            <option value="">{t('entry.chooseReason')}</option>
            {reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.names[locale]}
              </option>
            ))}
          </SelectField>
          <div className="wl-actions">
            <button type="submit" className="sf-button" disabled={busy}>
              {t('entry.confirmCancel')}
            </button>
            <button type="button" className="sf-button sf-button--secondary" onClick={() => setCancelling(false)}>
              {t('entry.keep')}
            </button>
          </div>
        </form>
      )}
      {reasonsFailed && <Notice kind="alert">{errorText(store.reasons.error, t('entry.failed'))}</Notice>}
      {saved && <Notice kind="status">{t('entry.saved')}</Notice>}
      {error !== null && <Notice kind="alert">{errorText(error, t('entry.failed'))}</Notice>}
    </section>
  );
});
