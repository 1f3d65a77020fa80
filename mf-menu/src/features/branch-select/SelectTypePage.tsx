import { observer } from 'mobx-react-lite';
import { isOrderType, localizePath, ScreenFrame, useStores, LoadFailure, Loading, Link, useParams } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { useOrderOptions } from '../order-type';
import { BranchList } from './BranchList';
import { DeliveryLocation } from './DeliveryLocation';
import { TableCodeForm } from './TableCodeForm';

/**
 * `/select-type/{type}` and `/select-type/{type}/{branch}`: where the order comes from. Delivery asks
 * for the location (the zone decides the branch); pickup and curbside list the branches (or the one
 * named); dine-in asks for the table code.
 */
export const SelectTypePage = observer(function SelectTypePage({ title }: { title: string }) {
  const { t } = useMenuTexts();
  const { locale } = useStores();
  const params = useParams();
  const { branches, types, tenantTimes } = useOrderOptions();
  const type = isOrderType(params.type) ? params.type : null;
  const only = params.branch === undefined ? null : Number(params.branch);
  const offered = type ? branches.ofType(type).filter((branch) => only === null || branch.id === only) : [];

  const body = () => {
    if (branches.state === 'loading') return <Loading />;
    if (branches.state === 'failed')
      return <LoadFailure message={t('orderType.serviceUnavailable')} onRetry={() => void branches.load()} />;
    if (!type || !types.includes(type))
      return (
        <p role="alert">
          {t('branchSelect.typeUnavailable')} <Link to={localizePath('/', locale.locale)}>{t('common:goHome')}</Link>
        </p>
      );
    if (type === 'delivery') return <DeliveryLocation tenantTimes={tenantTimes} />;
    if (type === 'dine_in') return <TableCodeForm branches={offered} branchId={only} />;
    return (
      <>
        <h2>{t('branchSelect.chooseBranch')}</h2>
        <BranchList type={type} branches={offered} tenantTimes={tenantTimes} />
      </>
    );
  };

  return (
    <ScreenFrame title={title}>
      {type && types.includes(type) && <p className="sf-menu-type">{t(`orderType.types.${type}`)}</p>}
      {body()}
    </ScreenFrame>
  );
});
