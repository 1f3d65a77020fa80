import { observer } from 'mobx-react-lite';
import { ScreenFrame, useNamespace, useStores } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';

/** `/closed`: where every route of a tenant whose website is disabled leads. */
export const ClosedPage = observer(function ClosedPage() {
  const { tenant, locale } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  return (
    <ScreenFrame title={t('screens.closed')}>
      <p>{tenant.setting(`language.${locale.locale}.closed_message`) ?? t('closedMessage', { name: tenant.siteName(locale.locale) })}</p>
    </ScreenFrame>
  );
});
