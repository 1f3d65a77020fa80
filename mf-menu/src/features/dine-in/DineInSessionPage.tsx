import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ApiCallError, draftForSession, parseAnswer, ScreenFrame, useStores, LoadFailure, Loading, useParams } from '@storefront/shared';
import {
  DINE_IN_PATHS,
  DINE_IN_SESSION_UPDATED_EVENT,
  dineInSessionIdSchema,
  dineInSessionResponseSchema,
  type DineInSession,
  dineInSessionUpdatedPayloadSchema,
} from '@storefront/shared/contracts';
import { useMenuTexts } from '../../texts';
import { MenuView } from '../menu/MenuView';
import { branchDeliveryTimes } from '../order-type/order-types';
import { useOrderOptions } from '../order-type/use-order-options';

type SessionState = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; session: DineInSession };

/** `/menu/dine_in/session/{id}`: the menu for a table's session; live when the staff move or close it. */
export const DineInSessionPage = observer(function DineInSessionPage({ title }: { title: string }) {
  const { t } = useMenuTexts();
  const root = useStores();
  const { branches } = useOrderOptions();
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<SessionState>({ state: 'loading' });

  const load = useCallback(async () => {
    if (!dineInSessionIdSchema.safeParse(id).success) return setLoaded({ state: 'missing' });
    try {
      const session = parseAnswer(dineInSessionResponseSchema, (await root.api.get(DINE_IN_PATHS.session(id))).data).data;
      root.orderDraft.update(draftForSession(session, root.orderDraft.draft, root.locale.locale));
      setLoaded({ state: 'ready', session });
    } catch (error) {
      setLoaded(error instanceof ApiCallError && error.status === 404 ? { state: 'missing' } : { state: 'failed' });
    }
  }, [id, root]);

  useEffect(() => {
    void load();
    return root.realtime.subscribe(DINE_IN_SESSION_UPDATED_EVENT, (payload) => {
      const event = dineInSessionUpdatedPayloadSchema.safeParse(payload);
      if (event.success && event.data.session_id === id) {
        void load();
        void branches.load();
      }
    });
  }, [load, id, root.realtime, branches]);

  const body = () => {
    if (loaded.state === 'loading' || branches.state === 'loading') return <Loading />;
    if (loaded.state === 'missing') return <p role="alert">{t('dineIn.notFound')}</p>;
    if (loaded.state === 'failed' || branches.state === 'failed')
      return <LoadFailure message={t('orderType.serviceUnavailable')} onRetry={() => void load()} />;
    const { session } = loaded;
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
