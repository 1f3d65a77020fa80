import { type CheckoutPreview, type PaymentMethod } from '@storefront/shared/contracts';
import { useMoney, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useApiMessage, useCheckoutTexts } from '../../texts';
import type { CheckoutValues } from './checkout-form';
import { TenderToggle } from './TenderToggle';

/**
 * Points and wallet, each its own toggle and its own line in the totals. The rules (points above the
 * minimum balance; the wallet from a minimum order total, with compatible methods) are the api's: the
 * points box is off, saying the minimum, when the balance answer says the points cannot pay; the
 * preview says why one was not applied. Neither is offered where it can never pay: points the tenant
 * never takes, a wallet that none of the order's payment methods may be combined with. An empty wallet
 * is off, saying it is empty.
 */
export const TendersSection = observer(function TendersSection({
  preview,
  methods,
}: {
  preview: CheckoutPreview | null;
  /** The methods that can pay this order (null until they answer). */
  methods: readonly PaymentMethod[] | null;
}) {
  const root = useStores();
  const { session } = root;
  const { t } = useCheckoutTexts();
  const money = useMoney();
  const points = usePoints();
  const apiMessage = useApiMessage();
  const { watch, formState, getValues, setValue } = useFormContext<CheckoutValues>();
  const currency = preview?.currency ?? root.cart.cart?.currency ?? 'SAR';

  useEffect(() => {
    void session.balances.load({ wallet: true, points: true });
  }, [session]);

  // Points that cannot pay (below the minimum, or never at this tenant) are not asked for, also from a kept form.
  const terms = session.balances.pointsTerms;
  const pointsOffered = terms !== null && terms.min_balance !== null;
  const pointsLocked = !pointsOffered || !terms.usable;
  // The wallet, where a method of this order may take it; off while its balance is empty.
  const walletOffered = methods !== null && methods.some((method) => method.wallet_compatible);
  const walletEmpty = session.balances.walletRead && session.balances.walletBalance <= 0;
  const walletLocked = !walletOffered || !session.balances.walletRead || walletEmpty;
  useEffect(() => {
    if (pointsLocked && getValues('use_points')) setValue('use_points', false);
    if (walletLocked && getValues('use_wallet')) setValue('use_wallet', false);
  }, [pointsLocked, walletLocked, getValues, setValue]);

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'use_points' || name === 'use_wallet')
        root.orderDraft.update({ use_points: Boolean(values.use_points), use_wallet: Boolean(values.use_wallet) });
    });
    return () => subscription.unsubscribe();
  }, [watch, root.orderDraft]);

  const refusal = (code: CheckoutPreview['points_refusal'] | undefined) =>
    code ? t(`checkout.tenders.refusal.${code}`, { minimum: money(session.balances.walletMinOrderAmount, currency) }) : null;
  const pointsWhy = watch('use_points') ? refusal(preview?.points_refusal) : null;
  const walletWhy = watch('use_wallet') ? refusal(preview?.wallet_refusal) : null;
  const pointsError = formState.errors.use_points?.message;
  const walletError = formState.errors.use_wallet?.message;
  if (!pointsOffered && !walletOffered) return null;
  return (
    <fieldset className="sf-checkout__section">
      <legend>{t('checkout.tenders.legend')}</legend>
      {pointsOffered && (
        <TenderToggle
          name="use_points"
          label={t('checkout.tenders.points', { balance: points(session.balances.pointBalance) })}
          locked={pointsLocked}
          hint={
            pointsLocked && terms.min_balance !== null
              ? t('checkout.tenders.pointsNeeded', { count: terms.min_balance, points: points(terms.min_balance) })
              : null
          }
          problem={pointsError ? apiMessage(pointsError) : pointsWhy}
        />
      )}
      {walletOffered && (
        <TenderToggle
          name="use_wallet"
          label={t('checkout.tenders.wallet', { balance: money(session.balances.walletBalance, currency) })}
          locked={walletLocked}
          hint={walletEmpty ? t('checkout.tenders.walletEmpty') : null}
          problem={walletError ? apiMessage(walletError) : walletWhy}
        />
      )}
    </fieldset>
  );
});
