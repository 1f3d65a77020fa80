import { draftBranchName, useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useCheckoutTexts } from '../../texts';
import { tableSessionOf } from './table-session-store';

/**
 * Dine-in: the table of the draft's session. The session is read again when the checkout opens and whenever
 * the staff move or close it (`dine_in.session_updated`): the draft, its branch and the cart follow at once.
 */
export const TableSection = observer(function TableSection() {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const { table_name, area_name, session_id, table_changed } = root.orderDraft.draft;
  const branch_name = draftBranchName(root.orderDraft.draft, root.locale.locale);
  const store = tableSessionOf(root);
  useEffect(() => (session_id ? store.follow(session_id) : undefined), [store, session_id]);
  const closed = store.session.value?.session_id === session_id && store.session.value?.status === 'closed';

  const names = { name: table_name ?? '', area: area_name ?? '', branch: branch_name ?? '' };
  return (
    <section aria-labelledby="checkout-table" className="sf-checkout__section">
      <h2 id="checkout-table">{t('checkout.table.legend')}</h2>
      {session_id && table_name ? (
        <p>
          {t('checkout.table.name', { name: table_name })}
          {area_name ? ` – ${area_name}` : ''}
          {branch_name ? ` · ${branch_name}` : ''}
        </p>
      ) : (
        <p role="alert">{t('checkout.table.none')}</p>
      )}
      {session_id && table_changed && !closed && <p role="status">{t('checkout.table.changed', names)}</p>}
      {closed && <p role="alert">{t('checkout.table.closed')}</p>}
    </section>
  );
});
