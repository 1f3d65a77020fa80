import { OfferOff, offerPrice, useMoney, useStores, type MenuItem } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useMenuTexts } from '../../texts';

/**
 * A dish's price; when the banner the customer followed has an offer on it, the offer price with the
 * old price struck through and what is off (the checkout applies the same offer).
 */
export const OfferPrice = observer(function OfferPrice({ item, currency }: { item: Pick<MenuItem, 'id' | 'price'>; currency: string }) {
  const { t } = useMenuTexts();
  const money = useMoney();
  const offer = useStores().orderDraft.draft.offer;
  if (!offer || offer.item_id !== item.id) return <span className="sf-dish__price">{money(item.price, currency)}</span>;
  return (
    <span className="sf-dish__price sf-offer-price">
      <ins>
        <span className="sf-visually-hidden">{t('menu.offer.now')} </span>
        {money(offerPrice(item.price, offer), currency)}
      </ins>{' '}
      <del>
        <span className="sf-visually-hidden">{t('menu.offer.was')} </span>
        {money(item.price, currency)}
      </del>{' '}
      <OfferOff offer={offer} currency={currency} className="sf-badge sf-offer-price__off" />
    </span>
  );
});
