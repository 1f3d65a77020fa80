import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { LoadFailure, Loading, localizePath, ScreenFrame, useStores, Link } from '@storefront/shared';
import { useEMenuTexts } from '../../texts';
import { emenuStoreOf, type EMenuSource } from './emenu-store';
import { EMenuView } from './EMenuView';

/** The screen of one e-menu: loading, 'not found' with a way home, a failure with a retry, or the menu. `source` null: the route names none. */
export const EMenuContent = observer(function EMenuContent({ title, source }: { title: string; source: EMenuSource | null }) {
  const { t } = useEMenuTexts();
  const root = useStores();
  const store = emenuStoreOf(root);
  const key = JSON.stringify(source);

  useEffect(() => {
    if (source) void store.load(source);
    else store.notFound();
    // The source is compared by value through `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);

  const body = () => {
    if (store.state === 'notFound')
      return (
        <div role="alert" className="sf-emenu__missing">
          <p>{t('emenu.notFound')}</p>
          <Link to={localizePath('/', root.locale.locale)}>{t('emenu.home')}</Link>
        </div>
      );
    if (store.state === 'failed') return <LoadFailure message={t('emenu.failed')} onRetry={() => void store.reload()} />;
    if (store.state !== 'ready' || !store.emenu) return <Loading />;
    return <EMenuView store={store} emenu={store.emenu} />;
  };
  return <ScreenFrame title={title}>{body()}</ScreenFrame>;
});
