import { useMoney, TextField, useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { type CouponCheck } from '@storefront/shared/contracts';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useApiMessage, useCheckoutTexts, useErrorText } from '../../texts';
import { checkCoupon } from './checkout-calls';
import type { CheckoutValues } from './checkout-form';

/**
 * The coupon: checked against the cart when applied ('The coupon code is invalid.', 'Coupon is not available or expired.').
 * The accepted coupon's terms go up to the summary (`onChecked`), which estimates with them until the preview answers;
 * a code kept with the form from an earlier visit is checked again for its terms; the offer of a banner the customer
 * followed comes in as its code.
 */
export const CouponField = observer(function CouponField({
  currency,
  discount,
  message,
  checked,
  onChecked,
}: {
  currency: string;
  /** The discount of the latest preview (the coupon check's until it answers). */
  discount: number | null;
  /** Why the applied coupon no longer applies (an `apiErrors.*` key of the preview's code), or null. */
  message: string | null;
  /** The coupon the api accepted for this cart (its terms), or null. */
  checked: CouponCheck | null;
  onChecked: (coupon: CouponCheck | null) => void;
}) {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const money = useMoney();
  const errorText = useErrorText();
  const apiMessage = useApiMessage();
  const { register, getValues, setValue, setError, clearErrors, watch, formState } = useFormContext<CheckoutValues>();
  const [checking, setChecking] = useState(false);
  const applied = watch('coupon_code');
  const cartId = root.orderDraft.draft.cart_id;

  // The offer of the banner the customer followed is applied as its code, unless a coupon is already there.
  const offer = root.orderDraft.draft.offer;
  useEffect(() => {
    if (!offer || getValues('coupon_code') || getValues('coupon_input')) return;
    setValue('coupon_input', offer.code);
    setValue('coupon_code', offer.code);
  }, [offer, getValues, setValue]);

  const rechecked = useRef<string | null>(null);
  useEffect(() => {
    if (!applied || !cartId || checked?.code === applied || rechecked.current === applied) return;
    rechecked.current = applied;
    let live = true;
    checkCoupon(root.api, cartId, applied)
      .then((coupon) => live && onChecked(coupon))
      .catch(() => live && onChecked(null));
    return () => {
      live = false;
    };
  }, [applied, cartId, checked, onChecked, root.api]);

  const apply = async () => {
    const code = getValues('coupon_input').trim();
    if (!code) return setError('coupon_input', { message: 'validation.required' });
    if (!cartId) return;
    setChecking(true);
    clearErrors('coupon_input');
    try {
      const coupon = await checkCoupon(root.api, cartId, code);
      onChecked(coupon);
      setValue('coupon_code', coupon.code);
    } catch (error) {
      setValue('coupon_code', '');
      onChecked(null);
      setError('coupon_input', { message: errorText(error, t('checkout.failed')) });
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    setValue('coupon_code', '');
    setValue('coupon_input', '');
    onChecked(null);
    // Taking the coupon off declines the banner's offer too.
    if (offer?.code === applied) root.orderDraft.update({ offer: null });
  };

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
            <p role="status">{t('checkout.coupon.applied', { code: applied, discount: money(shownDiscount, currency) })}</p>
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
