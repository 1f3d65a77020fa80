import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ApiCallError,
  localizePath,
  Notice,
  ScreenFrame,
  storageKey,
  useStores,
  returnPathOf,
  Link,
  Navigate,
  useLocation,
} from '@storefront/shared';
import { EmailField, TextField, formResolver, useFormDraft } from '@storefront/shared/forms';
import '../account.css';
import { useFinishLogin } from '../login';
import { useAccountTexts, useErrorText } from '../../texts';
import { resetFormSchema, type ResetForm } from './reset-form';
import { resetOf } from './reset-store';

const FIELDS = ['email', 'code', 'password'] as const;

/**
 * `/account/reset-password`: the e-mail, then the code it received and the new password (twice). The
 * e-mail, the step and the code survive a reload; the passwords never are kept. Success signs the customer in.
 */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const root = useStores();
  const { session, locale } = root;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const finish = useFinishLogin();
  const { search } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ResetForm>({
    resolver: formResolver(resetFormSchema),
    defaultValues: { step: 'email', email: '', code: '', password: '', confirm: '' },
  });
  const { register, handleSubmit, setError, setValue, getValues, trigger, watch, formState } = form;
  const forgetDraft = useFormDraft(storageKey(root.tenant.tenant.name, 'reset-password'), form, ['password', 'confirm']);
  const step = watch('step');
  if (session.ready && !session.isGuest && !done) return <Navigate replace to={returnPathOf(search, locale.locale)} />;
  const store = resetOf(root);

  /** An api refusal next to its field when it names one (the code, the password), else above the button. */
  const refuse = (error: unknown) => {
    const fields = error instanceof ApiCallError ? Object.keys(error.fieldErrors) : [];
    const known = fields.filter((name): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name));
    const message = errorText(error, t('reset.failed'));
    for (const name of known) setError(name, { message });
    const codeProblem = error instanceof ApiCallError && (error.code?.startsWith('otp_') ?? false) && error.code !== 'otp_ip_limit';
    if (known.length === 0 && codeProblem) setError('code', { message });
    else if (known.length === 0) setFailure(message);
  };

  const sendCode = async () => {
    setFailure(null);
    if (!(await trigger('email'))) return;
    try {
      await store.requestCode({ email: getValues('email') });
      setValue('step', 'code');
    } catch (error) {
      refuse(error);
    }
  };

  const save = handleSubmit(async (values) => {
    setFailure(null);
    if (values.password !== values.confirm) {
      setError('confirm', { message: t('reset.mismatch') });
      return;
    }
    try {
      setDone(true);
      await store.reset({ email: values.email, code: values.code, password: values.password });
      forgetDraft();
      finish();
    } catch (error) {
      setDone(false);
      refuse(error);
    }
  });

  const sending = formState.isSubmitting;
  return (
    <ScreenFrame title={t('screens.resetPassword')}>
      {step === 'email' ? (
        <form
          className="sf-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          <p>{t('reset.intro')}</p>
          <EmailField label={t('reset.email')} error={formState.errors.email?.message} {...register('email')} />
          <Notice kind="alert">{failure}</Notice>
          <button type="submit" className="sf-button">
            {t('reset.sendCode')}
          </button>
        </form>
      ) : (
        <form className="sf-form" noValidate onSubmit={save}>
          <p role="status">{t('reset.codeSent', { email: getValues('email') })}</p>
          <TextField
            label={t('reset.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={formState.errors.code?.message}
            {...register('code')}
          />
          <TextField
            label={t('reset.password')}
            type="password"
            autoComplete="new-password"
            hint={t('reset.passwordHint')}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t('reset.confirm')}
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirm?.message}
            {...register('confirm')}
          />
          <Notice kind="alert">{failure}</Notice>
          <button type="submit" className="sf-button" disabled={sending}>
            {sending ? t('reset.saving') : t('reset.save')}
          </button>
          <button type="button" className="sf-link-button" onClick={() => void sendCode()}>
            {t('reset.resend')}
          </button>
          <button type="button" className="sf-link-button" onClick={() => setValue('step', 'email')}>
            {t('reset.changeEmail')}
          </button>
        </form>
      )}
      <p>
        <Link to={`${localizePath('/account/login', locale.locale)}${search}`}>{t('reset.backToLogin')}</Link>
      </p>
    </ScreenFrame>
  );
});
