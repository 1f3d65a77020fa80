import { fromMinor, type PaymentCardForm } from '@storefront/shared/contracts';
import { useMoney } from '@storefront/shared';
import { formResolver, TextField } from '@storefront/shared/forms';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCheckoutTexts } from '../../texts';
import { redirectTo, useFieldError } from '../ui';
import { cardDetailsOf, cardDetailsSchema, EMPTY_CARD, type CardDetailsValues } from './card-details';
import { CardRefusedError, payWithCardAtMoyasar } from './moyasar-card-call';

/**
 * The card step of a card payment whose card goes from the browser to the provider (Moyasar): the
 * card's fields, checked here, then posted to the provider and on to the bank's 3-D Secure page.
 * Nothing typed is kept: not in storage, not in a draft, never sent to our api.
 */
export function CardPaymentForm({ card }: { card: PaymentCardForm }) {
  const { t } = useCheckoutTexts();
  const fieldError = useFieldError();
  const money = useMoney();
  const schema = useMemo(() => cardDetailsSchema(new Date()), []);
  const form = useForm<CardDetailsValues>({ resolver: formResolver(schema), defaultValues: EMPTY_CARD });
  const { register, handleSubmit, formState } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const amount = money(fromMinor(card.amount_minor), card.currency);
  const errorOf = (name: keyof CardDetailsValues) => fieldError(formState.errors[name]?.message);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      redirectTo(await payWithCardAtMoyasar(card, cardDetailsOf(values)));
    } catch (error) {
      setFailure(t(error instanceof CardRefusedError ? 'checkout.card.refused' : 'checkout.card.unreachable'));
    }
  });

  return (
    <form className="sf-form" noValidate onSubmit={submit} aria-labelledby="card-payment-heading">
      <h2 id="card-payment-heading">{t('checkout.card.heading', { amount })}</h2>
      <p className="sf-field__hint">{t('checkout.card.privacy')}</p>
      <TextField label={t('checkout.card.name')} autoComplete="cc-name" error={errorOf('name')} {...register('name')} />
      <TextField
        label={t('checkout.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        maxLength={23}
        error={errorOf('number')}
        {...register('number')}
      />
      <TextField
        label={t('checkout.card.expiry')}
        hint={t('checkout.card.expiryHint')}
        autoComplete="cc-exp"
        inputMode="numeric"
        dir="ltr"
        maxLength={7}
        error={errorOf('expiry')}
        {...register('expiry')}
      />
      <TextField
        label={t('checkout.card.cvc')}
        autoComplete="cc-csc"
        inputMode="numeric"
        dir="ltr"
        maxLength={4}
        error={errorOf('cvc')}
        {...register('cvc')}
      />
      {failure && <p role="alert">{failure}</p>}
      {formState.isSubmitting && <p role="status">{t('checkout.card.sending')}</p>}
      <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
        {t('checkout.card.pay', { amount })}
      </button>
    </form>
  );
}
