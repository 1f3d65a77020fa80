import { fromMinor, type PaymentCardForm } from '@storefront/shared/contracts';
import { useMoney, useNamespace } from '@storefront/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../forms/parts/form-resolver';
import { TextField } from '../../forms/parts/TextField';
import { CardRefusedError } from './moyasar-payments';
import { sendStcPayCode, startStcPayAtMoyasar } from './moyasar-stc-pay-call';
import { EMPTY_STC_PAY, stcPayCodeOf, stcPayCodeSchema, stcPayMobileOf, stcPayMobileSchema, type StcPayValues } from './stc-pay-details';
import { CARD_PAYMENT_NAMESPACE, cardPaymentTexts } from './texts';

/**
 * STC Pay at Moyasar: the customer's mobile starts the payment and STC Pay texts a code, which is sent to
 * the payment's `transaction_url`; then the check-payment page. Nothing typed is kept or sent to our api.
 */
export function StcPayForm({ card, goTo, headingId }: { card: PaymentCardForm; goTo: (url: string) => void; headingId: string }) {
  const { t } = useNamespace(CARD_PAYMENT_NAMESPACE, cardPaymentTexts);
  const money = useMoney();
  const [transaction, setTransaction] = useState<{ url: string; mobile: string } | null>(null);
  const form = useForm<StcPayValues>({
    resolver: formResolver(transaction ? stcPayCodeSchema : stcPayMobileSchema),
    defaultValues: EMPTY_STC_PAY,
  });
  const { register, handleSubmit, formState, setFocus } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const amount = money(fromMinor(card.amount_minor), card.currency);
  const errorOf = (name: keyof StcPayValues) => {
    const message = formState.errors[name]?.message;
    return message?.startsWith('stcPay.') ? t(message) : message;
  };
  // The code's field takes the focus once STC Pay has texted it.
  useEffect(() => {
    if (transaction) setFocus('code');
  }, [transaction, setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (!transaction) {
        const mobile = stcPayMobileOf(values.mobile)!;
        const step = await startStcPayAtMoyasar(card, mobile);
        if (step.next === 'check') goTo(step.url);
        else setTransaction({ url: step.transactionUrl, mobile });
        return;
      }
      goTo(await sendStcPayCode(card, transaction.url, stcPayCodeOf(values.code)!));
    } catch (error) {
      setFailure(t(error instanceof CardRefusedError ? 'stcPay.refused' : 'unreachable'));
    }
  });

  return (
    <form className="sf-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <p className="sf-field__hint">{t('stcPay.privacy')}</p>
      <TextField
        label={t('stcPay.mobile')}
        hint={t('stcPay.mobileHint')}
        autoComplete="tel-national"
        inputMode="tel"
        dir="ltr"
        maxLength={16}
        readOnly={transaction !== null}
        error={errorOf('mobile')}
        {...register('mobile')}
      />
      {transaction && (
        <TextField
          label={t('stcPay.code')}
          hint={t('stcPay.codeHint', { mobile: transaction.mobile })}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          maxLength={8}
          error={errorOf('code')}
          {...register('code')}
        />
      )}
      {failure && <p role="alert">{failure}</p>}
      {formState.isSubmitting && <p role="status">{t(transaction ? 'stcPay.paying' : 'stcPay.sending')}</p>}
      <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
        {transaction ? t('pay', { amount }) : t('stcPay.send')}
      </button>
    </form>
  );
}
