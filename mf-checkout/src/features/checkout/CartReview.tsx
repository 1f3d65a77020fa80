import { draftBranchName, joinList, useMoney, useOfferPricing, useStores, CartChangesNotice } from '@storefront/shared';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useCheckoutTexts } from '../../texts';

/**
 * The cart as the server priced it, and what its re-check removed or repriced (the cart store's notice); the
 * lines of the followed offer's dish at their offer price, as the cart showed them, once the api accepted it.
 */
export const CartReview = observer(function CartReview() {
  const root = useStores();
  const { cart, orderDraft, locale } = root;
  const { t } = useCheckoutTexts();
  const money = useMoney();
  const pricing = useOfferPricing();
  const offers = pricing?.offerQuoteOf(root) ?? null;
  useEffect(() => (offers ? autorun(() => void offers.refresh()) : undefined), [offers]);
  const priced = cart.cart;
  const { type } = orderDraft.draft;
  const currency = priced?.currency ?? 'SAR';
  return (
    <section aria-labelledby="checkout-cart" className="sf-checkout__section">
      <h2 id="checkout-cart">{t('checkout.yourOrder')}</h2>
      {type && (
        <p>{t('checkout.typeAt', { type: t(`checkout.orderType.${type}`), branch: draftBranchName(orderDraft.draft, locale.locale) })}</p>
      )}
      <CartChangesNotice changes={cart.notice} currency={currency} onDismiss={() => cart.dismissNotice()} />
      <ul aria-label={t('checkout.yourOrder')} className="sf-checkout__lines">
        {cart.lines.map((line, index) => (
          <li key={`${line.item_id}-${index}`}>
            <span>
              {line.quantity} × {line.names[locale.locale]}
              {line.options.length > 0 && (
                <span className="sf-checkout__options">
                  {' '}
                  (
                  {joinList(
                    line.options.map((option) => option.names[locale.locale]),
                    locale.locale,
                  )}
                  )
                </span>
              )}
              {line.notes && <span className="sf-checkout__options"> “{line.notes}”</span>}
            </span>
            {pricing ? <pricing.OfferLineTotal line={line} currency={currency} /> : <span>{money(line.total, currency)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
});
