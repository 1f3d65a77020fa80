import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Notice, LIMITS } from '@storefront/shared';
import { lazyFormResolver, TextField } from '@storefront/shared/forms';
import { useAccountTexts, useErrorText } from '../../texts';
import { useCountdown } from './use-countdown';

type CodeForm = { code: string };
const resolver = lazyFormResolver(() => import('./login-validation').then((module) => module.codeResolver));

/**
 * The 4-digit code step: the number it went to, the code field, "resend" after a countdown, and the
 * api's explanation of a wrong, expired or burned code next to the field.
 */
export function CodeStep({
  intro,
  submitLabel,
  resendIn,
  round,
  onSubmit,
  onResend,
  onBack,
  failedText,
  focusCode = false,
  humanCheck,
}: {
  intro: string;
  submitLabel: string;
  /** Seconds until another code may be asked for, counted from the last send (`round`). */
  resendIn: number;
  round: number;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
  /** Shown when a call fails without a message to show (login's "could not log you in" by default). */
  failedText?: string;
  /** Moves the focus to the code field when the step appears and after a new code was sent. */
  focusCode?: boolean;
  /** The human check the api may ask for before another code (shown by the caller when asked). */
  humanCheck?: ReactNode;
}) {
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const seconds = useCountdown(resendIn, round);
  const [resendError, setResendError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<CodeForm>({
    resolver,
    defaultValues: { code: '' },
  });
  const failed = failedText ?? t('login.failed');
  useEffect(() => {
    if (focusCode) setFocus('code');
  }, [focusCode, setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      setError('code', { message: errorText(error, failed) });
    }
  });

  const resend = async () => {
    setResendError(null);
    try {
      await onResend();
      if (focusCode) setFocus('code');
    } catch (error) {
      setResendError(errorText(error, failed));
    }
  };

  return (
    <form className="sf-form" noValidate onSubmit={submit}>
      <p>{intro}</p>
      <TextField
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        limit={LIMITS.verificationCode}
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('login.verifying') : submitLabel}
      </button>
      <div className="sf-card__actions">
        {seconds > 0 ? (
          <p role="timer" aria-live="off">
            {t('login.resendIn', { count: seconds })}
          </p>
        ) : (
          <button type="button" className="sf-link-button" onClick={() => void resend()}>
            {t('login.resend')}
          </button>
        )}
        <button type="button" className="sf-link-button" onClick={onBack}>
          {t('login.changeNumber')}
        </button>
      </div>
      {humanCheck}
      <Notice kind="alert">{resendError}</Notice>
    </form>
  );
}
