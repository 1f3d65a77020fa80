import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { LoadFailure, Loading, localizePath, ScreenFrame, useStores, Link } from '@storefront/shared';
import { useEMenuTexts } from '../../texts';
import type { EMenuSource } from './emenu-calls';
import { emenuStoreOf } from './emenu-store';
import { EMenuView } from './EMenuView';
import { keepFirstVisit } from './keep-first-visit';

/** The screen of one e-menu: loading, 'not found' with a way home, a failure with a retry, or the menu. `source` null: the route names none. */
export const EMenuContent = observer(function EMenuContent({ title, source }: { title: string; source: EMenuSource | null }) {
  const { t } = useEMenuTexts();
  const root = useStores();
  const store = emenuStoreOf(root);
  // The route's source by value: a new object naming the same e-menu follows on.
  const sourceKey = JSON.stringify(source);
  useEffect(() => {
    const wanted = JSON.parse(sourceKey) as EMenuSource | null;
    return wanted ? store.follow(wanted) : undefined;
  }, [store, sourceKey]);
  // Once per page load: the worker keeps what a first visit loaded past it.
  useEffect(() => void keepFirstVisit(() => store.menu.reload()), [store]);
  const { value: emenu, state } = store.menu;

  const body = () => {
    // A route that cannot name an e-menu (a malformed id) is not found without asking the api.
    if (!source || state === 'notFound')
      return (
        <div role="alert" className="sf-emenu__missing">
          <p>{t('emenu.notFound')}</p>
          <Link to={localizePath('/', root.locale.locale)}>{t('emenu.home')}</Link>
        </div>
      );
    if (state === 'failed') return <LoadFailure message={t('emenu.failed')} onRetry={() => void store.menu.reload()} />;
    if (state !== 'ready' || !emenu) return <Loading />;
    return <EMenuView store={store} emenu={emenu} />;
  };
  return <ScreenFrame title={title}>{body()}</ScreenFrame>;
});
