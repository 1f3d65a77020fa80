import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { ScreenFrame, useStores, LoadFailure, Loading, useParams } from '@storefront/shared';
import { dineInSessionIdSchema } from '@storefront/shared/contracts';
import { useMenuTexts } from '../../texts';
import { MenuView } from '../menu';
import { branchDeliveryTimes, useOrderOptions } from '../order-type';
import { dineInSessionOf } from './dine-in-session-store';

/** `/menu/dine_in/session/{id}`: the menu for a table's session; live when the staff move or close it. */
export const DineInSessionPage = observer(function DineInSessionPage({ title }: { title: string }) {
  const { t } = useMenuTexts();
  const root = useStores();
  const { branches } = useOrderOptions();
  const { id = '' } = useParams();
  // An id that cannot be a session's is not asked for.
  const valid = dineInSessionIdSchema.safeParse(id).success;
  const store = dineInSessionOf(root);
  useEffect(() => (valid ? store.follow(id) : undefined), [store, id, valid]);
  // Until this page follows `id`, what the store holds is another visit's.
  const { value: session, state } = store.following === id ? store.session : { value: null, state: 'loading' };

  const body = () => {
    if (!valid || state === 'notFound') return <p role="alert">{t('dineIn.notFound')}</p>;
    if (state === 'failed' || branches.state === 'failed')
      return <LoadFailure message={t('orderType.serviceUnavailable')} onRetry={() => void store.session.reload()} />;
    if (!session || branches.state === 'loading') return <Loading />;
    if (session.status === 'closed') return <p role="alert">{t('dineIn.closed')}</p>;
    const branch = branches.byId(session.branch_id);
    if (!branch) return <p role="alert">{t('menu.unavailable')}</p>;
    const draft = root.orderDraft.draft;
    const lang = root.locale.locale;
    // Dine-in is served now only: a branch not taking orders now says so before a cart is built.
    const takesOrders = branchDeliveryTimes(branch, ['asap']).length > 0;
    return (
      <>
        <p className="sf-table-bar">
          {t('dineIn.table', { table: session.table.name, area: session.area.names[lang], branch: session.branch_names[lang] })}
        </p>
        {draft.table_changed && (
          <p role="status" className="sf-table-bar__changed">
            {t('dineIn.tableChanged', { table: session.table.name, area: session.area.names[lang] })}
          </p>
        )}
        {!takesOrders && <p role="alert">{t('orderType.serviceUnavailable')}</p>}
        {takesOrders && !session.table.available && <p role="alert">{t('dineIn.tableUnavailable')}</p>}
        <MenuView target={{ branch, type: 'dine_in', browsing: !session.table.available, closed: !takesOrders }} />
      </>
    );
  };

  return <ScreenFrame title={title}>{body()}</ScreenFrame>;
});
