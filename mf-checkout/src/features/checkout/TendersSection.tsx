import { type CheckoutPreview } from '@storefront/shared/contracts';
import { useMoney, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useApiMessage, useCheckoutTexts } from '../../texts';
import type { CheckoutValues } from './checkout-form';

/**
 * Points and wallet, each its own toggle and its own line in the totals. The rules (points above the
 * minimum balance; the wallet from a minimum order total, with compatible methods) are the api's: the
 * points box is off, saying the minimum, when the balance answer says the points cannot pay; the
 * preview says why one was not applied.
 */
export const TendersSection = observer(function TendersSection({ preview }: { preview: CheckoutPreview | null }) {
  const root = useStores();
  const { session } = root;
  const { t } = useCheckoutTexts();
  const money = useMoney();
  const points = usePoints();
  const pointsHintId = useId();
  const apiMessage = useApiMessage();
  const { register, watch, formState, getValues, setValue } = useFormContext<CheckoutValues>();
  const currency = preview?.currency ?? root.cart.cart?.currency ?? 'SAR';

  useEffect(() => {
    void session.loadBalances({ wallet: true, points: true });
  }, [session]);

  // Points that cannot pay (below the minimum, or never at this tenant) are not asked for, also from a kept form.
  const terms = session.pointsTerms;
  const pointsLocked = terms !== null && !terms.usable;
  useEffect(() => {
    if (pointsLocked && getValues('use_points')) setValue('use_points', false);
  }, [pointsLocked, getValues, setValue]);

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'use_points' || name === 'use_wallet')
        root.orderDraft.update({ use_points: Boolean(values.use_points), use_wallet: Boolean(values.use_wallet) });
    });
    return () => subscription.unsubscribe();
  }, [watch, root.orderDraft]);

  const refusal = (code: CheckoutPreview['points_refusal'] | undefined) =>
    code ? t(`checkout.tenders.refusal.${code}`, { minimum: money(session.walletMinOrderAmount, currency) }) : null;
  const pointsWhy = watch('use_points') ? refusal(preview?.points_refusal) : null;
  const walletWhy = watch('use_wallet') ? refusal(preview?.wallet_refusal) : null;
  const pointsError = formState.errors.use_points?.message;
  const walletError = formState.errors.use_wallet?.message;
  return (
    <fieldset className="sf-checkout__section">
      <legend>{t('checkout.tenders.legend')}</legend>
      <label className="sf-choice">
        <input
          type="checkbox"
          {...register('use_points')}
          disabled={pointsLocked}
          aria-describedby={pointsLocked ? pointsHintId : undefined}
        />
        <span>{t('checkout.tenders.points', { balance: points(session.pointBalance) })}</span>
      </label>
      {pointsLocked && (
        <p id={pointsHintId}>
          {terms.min_balance === null
            ? t('checkout.tenders.pointsOff')
            : t('checkout.tenders.pointsNeeded', { count: terms.min_balance, points: points(terms.min_balance) })}
        </p>
      )}
      {(pointsError || pointsWhy) && <p role="alert">{pointsError ? apiMessage(pointsError) : pointsWhy}</p>}
      <label className="sf-choice">
        <input type="checkbox" {...register('use_wallet')} />
        <span>{t('checkout.tenders.wallet', { balance: money(session.walletBalance, currency) })}</span>
      </label>
      {(walletError || walletWhy) && <p role="alert">{walletError ? apiMessage(walletError) : walletWhy}</p>}
    </fieldset>
  );
});
