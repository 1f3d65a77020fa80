import { couponBase, orderTotals, type CheckoutTotals, type CouponTerms } from '@storefront/shared/contracts';
import { useMoney, type MoneyOptions, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import { observer } from 'mobx-react-lite';
import { useCheckoutTexts } from '../../texts';

type Shown = Pick<
  CheckoutTotals,
  | 'subtotal'
  | 'discount'
  | 'delivery_fee'
  | 'additional_charges'
  | 'insurance'
  | 'vat_percent'
  | 'vat_included'
  | 'vat'
  | 'total'
  | 'points_used'
  | 'points_discount'
  | 'wallet_discount'
  | 'amount_due'
>;

/** The amounts, each on its own line; the api's preview, or until it answers an estimate by the shared pricing module. */
export const TotalsView = observer(function TotalsView({
  totals,
  currency,
  minimum,
  coupon,
}: {
  totals: Shown | null;
  currency: string;
  minimum: { amount: number; met: boolean } | null;
  coupon: CouponTerms | null;
}) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const formatMoney = useMoney();
  const points = usePoints();
  const cart = root.cart.cart;
  const estimate =
    !totals && cart
      ? orderTotals(
          {
            subtotal: cart.subtotal,
            coupon_base: couponBase(cart.subtotal, cart.lines, coupon),
            delivery_fee: cart.delivery_fee,
            additional_charges: Number(root.tenant.setting('order.additional_charges') ?? 0) || 0,
            insurance: 0,
            coupon,
            use_points: false,
            points: null,
            use_wallet: false,
            wallet: null,
          },
          { percent: cart.vat_percent, included: cart.vat_included },
        )
      : null;
  const shown = totals ?? estimate;
  if (!shown) return null;
  const money = (amount: number, options?: MoneyOptions) => formatMoney(amount, currency, options);
  const row = (label: string, value: string, key: string) => (
    <div key={key} className="sf-checkout__total">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="checkout-totals" className="sf-checkout__section">
      <h2 id="checkout-totals">{t('checkout.totals.heading')}</h2>
      {!totals && <p>{t('checkout.totals.estimate')}</p>}
      <dl aria-label={t('checkout.totals.heading')}>
        {row(t('checkout.totals.subtotal'), money(shown.subtotal), 'subtotal')}
        {shown.discount > 0 && row(t('checkout.totals.discount'), money(-shown.discount), 'discount')}
        {shown.delivery_fee > 0 && row(t('checkout.totals.deliveryFee'), money(shown.delivery_fee), 'fee')}
        {shown.additional_charges > 0 && row(t('checkout.totals.additionalCharges'), money(shown.additional_charges), 'charges')}
        {shown.insurance > 0 && row(t('checkout.totals.insurance'), money(shown.insurance), 'insurance')}
        {!shown.vat_included && row(t('checkout.totals.vat', { percent: shown.vat_percent }), money(shown.vat), 'vat')}
        {row(t('checkout.totals.total'), money(shown.total), 'total')}
        {shown.vat_included && row(t('checkout.totals.vatIncluded', { percent: shown.vat_percent }), money(shown.vat), 'vat')}
        {shown.points_discount > 0 &&
          row(
            t('checkout.totals.pointsDiscount', { count: shown.points_used, points: points(shown.points_used) }),
            money(-shown.points_discount),
            'points',
          )}
        {shown.wallet_discount > 0 && row(t('checkout.totals.walletDiscount'), money(-shown.wallet_discount), 'wallet')}
        {(shown.points_discount > 0 || shown.wallet_discount > 0) && row(t('checkout.totals.amountDue'), money(shown.amount_due), 'due')}
      </dl>
      {minimum && !minimum.met && <p role="alert">{t('checkout.totals.minimumOrder', { minimum: money(minimum.amount) })}</p>}
    </section>
  );
});
