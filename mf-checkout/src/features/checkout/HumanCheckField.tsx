import { HumanCheckField as SharedHumanCheckField, type HumanCheckState } from '@storefront/shared/forms';
import { useFormContext } from 'react-hook-form';
import { useApiMessage, useCheckoutTexts } from '../../texts';
import type { CheckoutValues } from './checkout-form';

/** The field's message when the placement asked for the check that was not shown yet (its key in the checkout's texts). */
export const HUMAN_CHECK_ASKED = 'checkout.humanCheckAsked';

/**
 * The checkout's human check (the shared field, wired to the form's `human_check.answer`), shown when the
 * risk asks for it; a new challenge only after a refused answer.
 */
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
      error={
        message === undefined
          ? undefined
          : message === HUMAN_CHECK_ASKED
            ? t(HUMAN_CHECK_ASKED)
            : message.startsWith('validation.')
              ? message
              : apiMessage(message)
      }
      label={t('checkout.humanCheck')}
      hint={t('checkout.humanCheckHint')}
      className="sf-checkout__section sf-human-check"
    />
  );
}
