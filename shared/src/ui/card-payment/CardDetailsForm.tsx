import { fromMinor, type PaymentCardForm } from '@storefront/shared/contracts';
import { useMoney, useNamespace } from '@storefront/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../forms/parts/form-resolver';
import { TextField } from '../../forms/parts/TextField';
import { cardDetailsOf, cardDetailsSchema, EMPTY_CARD, type CardDetailsValues } from './card-details';
import { payWithCardAtMoyasar } from './moyasar-card-call';
import { CardRefusedError } from './moyasar-payments';
import { CARD_PAYMENT_NAMESPACE, cardPaymentTexts } from './texts';

/**
 * The card's fields, checked here, then posted to the provider (Moyasar) and on to the bank's 3-D Secure
 * page. Nothing typed is kept: not in storage, not in a draft, never sent to our api.
 */
export function CardDetailsForm({ card, goTo, headingId }: { card: PaymentCardForm; goTo: (url: string) => void; headingId: string }) {
  const { t } = useNamespace(CARD_PAYMENT_NAMESPACE, cardPaymentTexts);
  const money = useMoney();
  const schema = useMemo(() => cardDetailsSchema(new Date()), []);
  const form = useForm<CardDetailsValues>({ resolver: formResolver(schema), defaultValues: EMPTY_CARD });
  const { register, handleSubmit, formState } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const amount = money(fromMinor(card.amount_minor), card.currency);
  // The schema's own keys are this step's texts; anything else (a required field) is a `validation.*` key.
  const errorOf = (name: keyof CardDetailsValues) => {
    const message = formState.errors[name]?.message;
    return message && !message.startsWith('validation.') ? t(message) : message;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      goTo(await payWithCardAtMoyasar(card, cardDetailsOf(values)));
    } catch (error) {
      setFailure(t(error instanceof CardRefusedError ? 'refused' : 'unreachable'));
    }
  });

  return (
    <form className="sf-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <p className="sf-field__hint">{t('privacy')}</p>
      <TextField label={t('name')} autoComplete="cc-name" error={errorOf('name')} {...register('name')} />
      <TextField
        label={t('number')}
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        maxLength={23}
        error={errorOf('number')}
        {...register('number')}
      />
      <TextField
        label={t('expiry')}
        hint={t('expiryHint')}
        autoComplete="cc-exp"
        inputMode="numeric"
        dir="ltr"
        maxLength={7}
        error={errorOf('expiry')}
        {...register('expiry')}
      />
      <TextField
        label={t('cvc')}
        autoComplete="cc-csc"
        inputMode="numeric"
        dir="ltr"
        maxLength={4}
        error={errorOf('cvc')}
        {...register('cvc')}
      />
      {failure && <p role="alert">{failure}</p>}
      {formState.isSubmitting && <p role="status">{t('sending')}</p>}
      <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
        {t('pay', { amount })}
      </button>
    </form>
  );
}
