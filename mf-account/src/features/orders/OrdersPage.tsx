import { ScreenFrame } from '@storefront/shared';
import { useAccountTexts } from '../../texts';
import { OrdersList } from './OrdersList';

/** `/account/orders/{page}`: my orders, newest first, with status and total. */
export function OrdersPage() {
  const { t } = useAccountTexts();
  return (
    <ScreenFrame title={t('screens.orders')}>
      <OrdersList usual={false} basePath="/account/orders" action={() => null} />
    </ScreenFrame>
  );
}
