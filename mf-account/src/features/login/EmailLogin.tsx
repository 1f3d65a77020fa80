import type { EmailLoginBody } from '@storefront/shared/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, localizePath, Notice, storageKey, useLocation, useStores } from '@storefront/shared';
import { TextField, useFormDraft } from '@storefront/shared/forms';
import { HumanCheckField, useHumanCheckWhenAsked, EmailField, lazyFormResolver } from '@storefront/shared/forms';
import { useAccountTexts, useErrorText } from '../../texts';
import { loginOf } from './login-store';
import { useFinishLogin } from './use-finish-login';

const resolver = lazyFormResolver(() => import('./login-validation').then((module) => module.emailLoginResolver));

/** Login by e-mail and password; the e-mail is kept as a draft, the password never is. */
export function EmailLogin() {
  const root = useStores();
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const finish = useFinishLogin();
  const { search } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  // After failures for an e-mail, the api asks for the human check (428): its question shows, the next try sends it.
  const check = useHumanCheckWhenAsked();
  const form = useForm<EmailLoginBody>({ resolver, defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, formState } = form;
  useFormDraft(storageKey(root.tenant.tenant.name, 'login-email'), form, ['password']);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await loginOf(root).loginByEmail({ ...values, ...check.body() });
      check.passed();
      finish();
    } catch (error) {
      if (!check.failed(error)) setFailure(errorText(error, t('login.failed')));
    }
  });

  return (
    <form className="sf-form" noValidate onSubmit={submit}>
      <EmailField label={t('login.email')} error={formState.errors.email?.message} {...register('email')} />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <p>
        <Link to={`${localizePath('/account/reset-password', root.locale.locale)}${search}`}>{t('reset.forgot')}</Link>
      </p>
      <HumanCheckField {...check.field} />
      <Notice kind="alert">{failure}</Notice>
      <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('login.verifying') : t('login.logIn')}
      </button>
    </form>
  );
}
