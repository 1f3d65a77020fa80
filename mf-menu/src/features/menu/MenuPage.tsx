import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { isOrderType, localizePath, ScreenFrame, useStores, LoadFailure, Loading, useNavigate, useParams } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { useOrderOptions } from '../order-type';
import { menuTarget } from './menu-target';
import { MenuView } from './MenuView';

/** `/menu`, `/menu/{type}` and `/item/{item}`: the menu of the draft's branch and type (or one to browse). */
export const MenuPage = observer(function MenuPage({ title }: { title: string }) {
  const { t } = useMenuTexts();
  const root = useStores();
  const navigate = useNavigate();
  const params = useParams();
  const { branches, types } = useOrderOptions();
  const itemId = params.item === undefined ? undefined : Number(params.item);
  const onItemClosed = useCallback(() => {
    if (itemId !== undefined) navigate(localizePath('/menu', root.locale.locale), { replace: true });
  }, [itemId, navigate, root.locale]);

  const body = () => {
    if (branches.state === 'loading') return <Loading />;
    if (branches.state === 'failed')
      return <LoadFailure message={t('orderType.serviceUnavailable')} onRetry={() => void branches.load()} />;
    if (params.type !== undefined && !isOrderType(params.type)) return <p role="alert">{t('branchSelect.typeUnavailable')}</p>;
    const target = menuTarget(root.orderDraft.draft, branches.branches, types, params.type ?? null);
    if (!target) return <p role="alert">{t('orderType.serviceUnavailable')}</p>;
    return <MenuView target={target} openItemId={Number.isInteger(itemId) ? itemId : undefined} onItemClosed={onItemClosed} />;
  };

  return <ScreenFrame title={title}>{body()}</ScreenFrame>;
});
