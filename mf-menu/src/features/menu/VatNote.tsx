import { PRICES_INCLUDE_VAT_SETTING, useStores, vatRuleOf } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useMenuTexts } from '../../texts';

/** Says whether the prices shown include the tenant's VAT or have it added at checkout (none where there is no VAT). */
export const VatNote = observer(function VatNote() {
  const root = useStores();
  const { t } = useMenuTexts();
  const vat = vatRuleOf(root.tenant.tenant.country, root.tenant.setting(PRICES_INCLUDE_VAT_SETTING));
  if (vat.percent === 0) return null;
  return <p className="sf-menu-vat-note">{t(vat.included ? 'menu.vatIncluded' : 'menu.vatAdded', { percent: vat.percent })}</p>;
});
