import { useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useCheckoutTexts } from '../../texts';

/** Dine-in: the table of the draft's session (chosen by scanning; moved by the staff, followed live by the menu). */
export const TableSection = observer(function TableSection() {
  const { orderDraft } = useStores();
  const { t } = useCheckoutTexts();
  const { table_name, area_name, session_id } = orderDraft.draft;
  return (
    <section aria-labelledby="checkout-table" className="sf-checkout__section">
      <h2 id="checkout-table">{t('checkout.table.legend')}</h2>
      {session_id && table_name ? (
        <p>
          {t('checkout.table.name', { name: table_name })}
          {area_name ? ` – ${area_name}` : ''}
        </p>
      ) : (
        <p role="alert">{t('checkout.table.none')}</p>
      )}
    </section>
  );
});
