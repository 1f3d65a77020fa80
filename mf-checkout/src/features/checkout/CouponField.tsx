import { useMoney, useOfferPricing, useStores } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useApiMessage, useCheckoutTexts, useErrorText } from '../../texts';
import type { CheckoutValues } from './checkout-form';
import { couponOf } from './coupon-store';

/**
 * The coupon: checked against the cart when applied ('The coupon code is invalid.', 'Coupon is not available or expired.').
 * The accepted coupon's terms (the coupon slice's) go up to the summary, which estimates with them until the preview
 * answers; a code kept with the form from an earlier visit is checked again for its terms; the offer of a banner the
 * customer followed comes in as its code.
 */
export const CouponField = observer(function CouponField({
  currency,
  discount,
  message,
}: {
  currency: string;
  /** The discount of the latest preview (the coupon check's until it answers). */
  discount: number | null;
  /** Why the applied coupon no longer applies (an `apiErrors.*` key of the preview's code), or null. */
  message: string | null;
}) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const money = useMoney();
  const errorText = useErrorText();
  const apiMessage = useApiMessage();
  const { register, getValues, setValue, setError, clearErrors, watch, formState } = useFormContext<CheckoutValues>();
  const store = couponOf(root);
  const { value: checked, state } = store.coupon;
  const applied = watch('coupon_code');
  const cartId = root.orderDraft.draft.cart_id;

  // The offer of the banner the customer followed is applied as its code, unless a coupon is already there.
  const offer = root.orderDraft.draft.offer;
  const pricing = useOfferPricing();
  useEffect(() => {
    if (!offer || getValues('coupon_code') || getValues('coupon_input')) return;
    setValue('coupon_input', offer.code);
    setValue('coupon_code', offer.code);
  }, [offer, getValues, setValue]);

  useEffect(() => (applied && cartId ? store.recheck(cartId, applied) : undefined), [store, applied, cartId]);

  const apply = async () => {
    const code = getValues('coupon_input').trim();
    if (!code) return setError('coupon_input', { message: 'validation.required' });
    if (!cartId) return;
    clearErrors('coupon_input');
    await store.apply(cartId, code);
    const { value: coupon, state: answered, error } = store.coupon;
    // Another check came after this one (or the field left): that one answers.
    if (answered === 'loading' || answered === 'idle') return;
    if (coupon && error === null) {
      // Another code in its place declines the banner's offer (one coupon an order).
      if (offer && offer.code !== coupon.code) root.orderDraft.update({ offer: null });
      return setValue('coupon_code', coupon.code);
    }
    setValue('coupon_code', '');
    setError('coupon_input', { message: errorText(error, t('checkout.failed')) });
  };

  const remove = () => {
    setValue('coupon_code', '');
    setValue('coupon_input', '');
    // Taking the coupon off declines the banner's offer too.
    if (offer?.code === applied) root.orderDraft.update({ offer: null });
  };

  const checking = state === 'loading';
  const shownDiscount = discount ?? (checked?.code === applied ? checked.discount : null);
  return (
    <div className="sf-checkout__section sf-checkout__coupon">
      <TextField
        label={t('checkout.coupon.label')}
        autoComplete="off"
        limit={40}
        error={formState.errors.coupon_input?.message ?? (applied && message ? apiMessage(message) : undefined)}
        {...register('coupon_input', {
          onChange: () => {
            if (applied) setValue('coupon_code', '');
          },
        })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply();
          }
        }}
      />
      {applied ? (
        <>
          {shownDiscount !== null && !message && (
            <p role="status">
              {pricing && offer?.code === applied ? (
                <OfferApplied useOfferName={pricing.useOfferName} code={applied} discount={money(shownDiscount, currency)} />
              ) : (
                t('checkout.coupon.applied', { code: applied, discount: money(shownDiscount, currency) })
              )}
            </p>
          )}
          <button type="button" className="sf-link-button" onClick={remove}>
            {t('checkout.coupon.remove')}
          </button>
        </>
      ) : (
        <button type="button" className="sf-button sf-button--secondary" disabled={checking} onClick={() => void apply()}>
          {checking ? t('checkout.coupon.applying') : t('checkout.coupon.apply')}
        </button>
      )}
    </div>
  );
});

/** The followed offer applied as its code, named (once the offer's pricing is here). */
const OfferApplied = observer(function OfferApplied({
  useOfferName,
  code,
  discount,
}: {
  useOfferName: () => string | null;
  code: string;
  discount: string;
}) {
  const { t } = useCheckoutTexts();
  const offer = useOfferName();
  return <>{offer ? t('checkout.coupon.offerApplied', { offer, code, discount }) : t('checkout.coupon.applied', { code, discount })}</>;
});
