import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  joinList,
  useMoney,
  localizePath,
  useApiText,
  useStores,
  type CartLine,
  type CartSaveResult,
  type MenuItem,
  CartChangesNotice,
  Link,
  useOfferPricing,
} from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { QuantityStepper } from '../ui';

/**
 * The cart beside the menu: lines with options and notes, quantities, totals with VAT, the minimum order and checkout.
 * The offer of a banner the customer followed, once the api accepted it for the cart, prices its dish's lines and
 * comes off the total by name, as the checkout will take it off.
 */
export const CartPanel = observer(function CartPanel({
  itemOf,
  onEdit,
}: {
  itemOf: (id: number) => MenuItem | undefined;
  onEdit: (index: number, line: CartLine) => void;
}) {
  const { t } = useMenuTexts();
  const { apiMessage } = useApiText();
  const money = useMoney();
  const root = useStores();
  const lang = root.locale.locale;
  /** Why the last change of a line was refused, shown next to it. */
  const [refusal, setRefusal] = useState<{ index: number; text: string } | null>(null);
  const change = async (index: number, line: CartLine, saving: Promise<CartSaveResult>) => {
    setRefusal(null);
    const result = await saving;
    if (result.ok) return;
    const problem = result.problems[String(index)]?.[0];
    const max = itemOf(line.item_id)?.max_per_purchase ?? line.quantity;
    const said = result.message.startsWith('cart.') ? t(result.message) : apiMessage(result.message);
    const text = problem ? t(`itemDialog.problems.${problem.code}`, { max, min: 1, group: '' }) : said;
    setRefusal({ index, text });
  };
  const pricing = useOfferPricing();
  const offers = pricing?.offerQuoteOf(root) ?? null;
  useEffect(() => (offers ? autorun(() => void offers.refresh()) : undefined), [offers]);
  const cart = root.cart.cart;
  const lines = root.cart.lines;
  const currency = cart?.currency ?? root.tenant.country.currency;
  const withOffer = offers?.totals ?? null;
  const totals = cart && { vat: withOffer?.vat ?? cart.vat, total: withOffer?.total ?? cart.total };
  // Prices that include VAT add up to the total, and the VAT inside it follows it.
  const vat = cart && totals && (
    <div>
      <dt>{t(cart.vat_included ? 'cart.vatIncluded' : 'cart.vat', { percent: cart.vat_percent })}</dt>
      <dd>{money(totals.vat, currency)}</dd>
    </div>
  );

  return (
    <aside id="cart" className="sf-cart" aria-labelledby="cart-heading" tabIndex={-1}>
      <h2 id="cart-heading">
        {t('cart.heading')} {lines.length > 0 && <span className="sf-cart__count">({t('cart.count', { count: root.cart.count })})</span>}
      </h2>
      <CartChangesNotice changes={root.cart.notice} currency={currency} onDismiss={() => root.cart.dismissNotice()} />
      {lines.length === 0 || !cart ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <>
          <ul className="sf-cart__lines" aria-label={t('cart.lines')}>
            {lines.map((line, index) => {
              const name = line.names[lang];
              const options = line.options.map((option) => option.names[lang]);
              return (
                <li key={`${line.item_id}-${index}`} className="sf-cart-line">
                  <div className="sf-cart-line__head">
                    <span className="sf-cart-line__name">{name}</span>
                    {pricing ? (
                      <pricing.OfferLineTotal line={line} currency={currency} className="sf-cart-line__total" />
                    ) : (
                      <span className="sf-cart-line__total">{money(line.total, currency)}</span>
                    )}
                  </div>
                  {options.length > 0 && <p className="sf-cart-line__options">{joinList(options, lang)}</p>}
                  {line.notes && <p className="sf-cart-line__notes">“{line.notes}”</p>}
                  {pricing && offers?.lineTotal(line) != null && (
                    <p className="sf-cart-line__offer">
                      <pricing.OfferName />
                    </p>
                  )}
                  <div className="sf-cart-line__actions">
                    <QuantityStepper
                      label={t('cart.quantityOf', { name })}
                      value={line.quantity}
                      max={itemOf(line.item_id)?.max_per_purchase ?? line.quantity}
                      onChange={(quantity) => void change(index, line, root.cart.changeQuantity(index, quantity - line.quantity))}
                    />
                    {itemOf(line.item_id) && (
                      <button
                        type="button"
                        className="sf-link-button"
                        aria-label={t('cart.edit', { name })}
                        onClick={() => onEdit(index, line)}
                      >
                        {t('cart.editLabel')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="sf-link-button"
                      aria-label={t('cart.remove', { name })}
                      onClick={() => void change(index, line, root.cart.remove(index))}
                    >
                      {t('cart.removeLabel')}
                    </button>
                  </div>
                  {refusal?.index === index && (
                    <p role="alert" className="sf-cart-line__refusal">
                      {refusal.text}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <dl className="sf-cart__totals">
            <div>
              <dt>{t('cart.subtotal')}</dt>
              <dd>{money(cart.subtotal, currency)}</dd>
            </div>
            {pricing && withOffer && withOffer.discount > 0 && (
              <div>
                <dt>
                  <pricing.OfferName />
                </dt>
                <dd>{money(-withOffer.discount, currency)}</dd>
              </div>
            )}
            {root.orderDraft.draft.type === 'delivery' && (
              <div>
                <dt>{t('cart.deliveryFee')}</dt>
                <dd>{money(cart.delivery_fee, currency)}</dd>
              </div>
            )}
            {!cart.vat_included && vat}
            <div className="sf-cart__total">
              <dt>{t('cart.total')}</dt>
              <dd>{money(totals?.total ?? cart.total, currency)}</dd>
            </div>
            {cart.vat_included && vat}
          </dl>
          {!cart.minimum_order_met && (
            <p role="status" className="sf-cart__minimum">
              {t('cart.minimumOrder', {
                missing: money(Math.max(0, cart.minimum_order - cart.subtotal), currency),
                minimum: money(cart.minimum_order, currency),
              })}
            </p>
          )}
          {cart.minimum_order_met ? (
            <Link className="sf-button sf-cart__checkout" to={localizePath('/checkout', lang)}>
              {t('cart.checkout')}
            </Link>
          ) : (
            <button type="button" className="sf-button sf-cart__checkout" disabled>
              {t('cart.checkout')}
            </button>
          )}
        </>
      )}
    </aside>
  );
});
