import { CARD_STEP_PROVIDERS, type PaymentMethod } from '@storefront/shared/contracts';
import { LoadFailure } from '@storefront/shared';
import { applePayAvailable, FieldError } from '@storefront/shared/forms';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useStores } from '@storefront/shared';
import { useApiMessage, useCheckoutTexts } from '../../texts';

import { APPLE_PAY, type CheckoutValues } from './checkout-form';
import { useFieldError } from './use-field-error';

/** The tenant's payment methods from the api; Apple Pay only in Safari, paid through a provider's hosted page. */
export const PaymentSection = observer(function PaymentSection({
  methods,
  failed,
  onRetry,
}: {
  methods: PaymentMethod[] | null;
  failed: string | null;
  onRetry: () => void;
}) {
  const { locale } = useStores();
  const { t } = useCheckoutTexts();
  const fieldError = useFieldError();
  const apiMessage = useApiMessage();
  const { register, formState } = useFormContext<CheckoutValues>();
  const errorId = useId();
  const raw = formState.errors.payment_method?.message;
  const error = raw?.startsWith('checkout.') ? fieldError(raw) : raw && apiMessage(raw);
  // Apple Pay goes through the provider's own page: not through a card step's provider.
  const hosted = methods?.find((method) => method.code === 'hosted' && !CARD_STEP_PROVIDERS.includes(method.provider ?? ''));
  return (
    <fieldset className="sf-checkout__section" aria-describedby={error ? errorId : undefined}>
      <legend>{t('checkout.payment.legend')}</legend>
      {failed && <LoadFailure message={failed} onRetry={onRetry} />}
      {!methods && !failed && <p role="status">{t('checkout.payment.loading')}</p>}
      {methods?.map((method) => (
        <label key={method.code} className="sf-choice">
          <input type="radio" value={method.code} {...register('payment_method')} />
          <span>{method.names[locale.locale]}</span>
        </label>
      ))}
      {hosted && applePayAvailable() && (
        <label className="sf-choice">
          <input type="radio" value={APPLE_PAY} {...register('payment_method')} />
          <span>{t('checkout.payment.applePay')}</span>
        </label>
      )}
      {methods && methods.length > 0 && !methods.some((method) => method.online) && (
        <p className="sf-field__hint">{t('checkout.payment.noOnline')}</p>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
});
