import { type CartLine, type LocalizedText } from '@storefront/shared/contracts';
import { Link, localizePath, useStores } from '@storefront/shared';
import { useAccountTexts } from '../../texts';

export interface OrderedAgain {
  number: number;
  added: CartLine[];
  dropped: LocalizedText[];
}

/**
 * What ordering a past order again did: the dishes now in the cart, those left out, and the way to checkout. The
 * live region is there before anything is said in it, so screen readers announce what comes.
 */
export function OrderAgainNotice({ done }: { done: OrderedAgain | null }) {
  return (
    <div role="status" className={done ? 'sf-card' : undefined}>
      {done && <OrderedAgainText {...done} />}
    </div>
  );
}

function OrderedAgainText({ number, added, dropped }: OrderedAgain) {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  return (
    <>
      {added.length > 0 ? (
        <>
          <p>{t('orders.addedFrom', { number })}</p>
          <ul>
            {added.map((line, index) => (
              <li key={`${line.item_id}-${index}`}>{`${line.quantity} × ${line.names[locale]}`}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('orders.nothingAdded', { number })}</p>
      )}
      {dropped.length > 0 && (
        <>
          <p>{t('orders.notAdded')}</p>
          <ul>
            {dropped.map((names) => (
              <li key={names.en}>{names[locale]}</li>
            ))}
          </ul>
        </>
      )}
      {added.length > 0 && (
        <Link className="sf-button" to={localizePath('/checkout', locale)}>
          {t('orders.goCheckout')}
        </Link>
      )}
    </>
  );
}
