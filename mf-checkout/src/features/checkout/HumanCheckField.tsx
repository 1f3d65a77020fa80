import { HumanCheckField as SharedHumanCheckField, type HumanCheckState } from '@storefront/shared/forms';
import { useFormContext } from 'react-hook-form';
import { useApiMessage, useCheckoutTexts } from '../../texts';
import type { CheckoutValues } from './checkout-form';

/** The checkout's human check (the shared field, wired to the form's `human_check.answer`), a new challenge after each attempt. */
export function HumanCheckField({ challenge, onNew }: { challenge: HumanCheckState; onNew: () => void }) {
  const { t } = useCheckoutTexts();
  const apiMessage = useApiMessage();
  const { register, formState } = useFormContext<CheckoutValues>();
  const message =
    formState.errors.human_check?.answer?.message ?? formState.errors.human_check?.key?.message ?? formState.errors.human_check?.message;
  return (
    <SharedHumanCheckField
      challenge={challenge}
      onNew={onNew}
      input={register('human_check.answer')}
      error={message && !message.startsWith('validation.') ? apiMessage(message) : message}
      label={t('checkout.humanCheck')}
      hint={t('checkout.humanCheckHint')}
      className="sf-checkout__section sf-human-check"
    />
  );
}
