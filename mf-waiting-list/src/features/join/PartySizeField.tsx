import { TextField } from '@storefront/shared/forms';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { useWaitingTexts } from '../../texts';

type PartySizeFieldProps = InputHTMLAttributes<HTMLInputElement> & { bounds: { min: number; max: number }; error?: string | undefined };

/**
 * The party size with the branch's bounds as its hint. A text field with a numeric keyboard, not a
 * number input: browsers refuse Arabic-Indic digits in those, and the value is read as Western digits.
 */
export const PartySizeField = forwardRef<HTMLInputElement & HTMLTextAreaElement, PartySizeFieldProps>(function PartySizeField(
  { bounds, error, ...rest },
  ref,
) {
  const { t } = useWaitingTexts();
  return (
    <TextField
      ref={ref}
      label={t('join.partySize')}
      inputMode="numeric"
      autoComplete="off"
      hint={t('join.partySizeHint', { min: bounds.min, count: bounds.max })}
      error={error}
      {...rest}
    />
  );
});
