import './ui-kit.css';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../contracts';
import { useMoney } from '../format/use-money';
import { useStores } from '../stores/context';

export interface CartChanges {
  removed: Array<{ item_id: number; names: LocalizedText | null }>;
  repriced: Array<{ item_id: number; names: LocalizedText | null; old_price: number; new_price: number }>;
}

/** What a re-check of the cart changed: items removed ('Item not found') and new prices, until dismissed. */
export const CartChangesNotice = observer(function CartChangesNotice({
  changes,
  currency,
  onDismiss,
}: {
  changes: CartChanges | null;
  currency: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('common');
  const money = useMoney();
  const { locale } = useStores();
  if (!changes || changes.removed.length + changes.repriced.length === 0) return null;
  const nameOf = (names: LocalizedText | null, itemId: number) => names?.[locale.locale] ?? `#${itemId}`;
  return (
    <div role="alert" className="sf-cart-changes">
      {changes.removed.length > 0 && (
        <>
          <p>{t('cartChanges.removed')}</p>
          <ul>
            {changes.removed.map((line) => (
              <li key={line.item_id}>{nameOf(line.names, line.item_id)}</li>
            ))}
          </ul>
        </>
      )}
      {changes.repriced.length > 0 && (
        <>
          <p>{t('cartChanges.repriced')}</p>
          <ul>
            {changes.repriced.map((line) => (
              <li key={line.item_id}>
                {t('cartChanges.repricedLine', {
                  name: nameOf(line.names, line.item_id),
                  old: money(line.old_price, currency),
                  new: money(line.new_price, currency),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="sf-link-button" onClick={onDismiss}>
        {t('cartChanges.dismiss')}
      </button>
    </div>
  );
});
