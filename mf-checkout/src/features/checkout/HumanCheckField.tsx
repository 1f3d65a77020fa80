import { type HumanCheckChallenge } from '@storefront/shared/contracts';
import { TextField, useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useFormContext } from 'react-hook-form';
import { useApiMessage, useCheckoutTexts } from '../../texts';
import type { CheckoutValues } from './checkout-form';

/** The human check of the contact form (sandbox adapter: a sum to answer), a new challenge after each attempt. */
export const HumanCheckField = observer(function HumanCheckField({
  challenge,
  onNew,
}: {
  challenge: HumanCheckChallenge | null | 'failed';
  onNew: () => void;
}) {
  const { locale } = useStores();
  const { t } = useCheckoutTexts();
  const apiMessage = useApiMessage();
  const { register, formState } = useFormContext<CheckoutValues>();
  if (challenge === 'failed')
    return (
      <p role="alert">
        {t('checkout.checkUnavailable')}{' '}
        <button type="button" className="sf-link-button" onClick={onNew}>
          {t('common:retry')}
        </button>
      </p>
    );
  if (!challenge) return null;
  const message =
    formState.errors.human_check?.answer?.message ?? formState.errors.human_check?.key?.message ?? formState.errors.human_check?.message;
  return (
    <div className="sf-checkout__section sf-human-check">
      <TextField
        label={`${t('checkout.humanCheck')}: ${challenge.question?.[locale.locale] ?? ''}`}
        hint={challenge.sandbox ? t('checkout.humanCheckHint') : undefined}
        inputMode="numeric"
        autoComplete="off"
        error={message && !message.startsWith('validation.') ? apiMessage(message) : message}
        {...register('human_check.answer')}
      />
      <button type="button" className="sf-link-button" onClick={onNew}>
        {t('checkout.newQuestion')}
      </button>
    </div>
  );
});
