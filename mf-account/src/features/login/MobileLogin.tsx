import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiCallError, formatMobile, Notice, type OtpSendBody, storageKey, useStores } from '@storefront/shared';
import { UntilHydrated, useFormDraft } from '@storefront/shared/forms';
import { HumanCheckField, useHumanCheckWhenAsked, MobileField, lazyFormResolver } from '@storefront/shared/forms';
import { useAccountTexts, useErrorText } from '../../texts';
import { CodeStep } from './CodeStep';
import { loginOf } from './login-store';
import { useFinishLogin } from './use-finish-login';

const resolver = lazyFormResolver(() => import('./login-validation').then((module) => module.mobileLoginResolver));

type Sent = { country_code: OtpSendBody['country_code']; mobile: string; resendIn: number; round: number };

/** Login by mobile: the number (country rules, any digits), then the code it received. */
export function MobileLogin() {
  const root = useStores();
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const finish = useFinishLogin();
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useHumanCheckWhenAsked();
  const store = loginOf(root);
  const form = useForm<OtpSendBody>({
    resolver,
    defaultValues: { country_code: root.tenant.tenant.country, mobile: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  useFormDraft(storageKey(root.tenant.tenant.name, 'login-mobile'), form);

  /** Sends a code; when the api asks for the human check first, its question shows and nothing else happens. */
  const ask = async (body: { country_code: OtpSendBody['country_code']; mobile: string }) => {
    try {
      const { resendIn } = await store.sendCode({ ...body, ...check.body() });
      check.passed();
      setSent((previous) => ({ ...body, resendIn, round: (previous?.round ?? 0) + 1 }));
    } catch (error) {
      if (!check.failed(error)) throw error;
    }
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The resolver hands over the schema's output: the mobile in national form.
      await ask(values);
    } catch (error) {
      const message = errorText(error, t('login.failed'));
      // A code that could not go by SMS is told at the number, as the number's own errors are.
      if (error instanceof ApiCallError && (Object.keys(error.fieldErrors).length > 0 || error.code === 'otp_not_sent'))
        setError('mobile', { message });
      else setFailure(message);
    }
  });

  if (sent) {
    return (
      <CodeStep
        intro={t('login.codeSent', { number: formatMobile(sent.country_code, sent.mobile) })}
        submitLabel={t('login.verify')}
        resendIn={sent.resendIn}
        round={sent.round}
        onSubmit={async (code) => {
          await store.verifyCode({ country_code: sent.country_code, mobile: sent.mobile, code });
          finish();
        }}
        onResend={() => ask(sent)}
        onBack={() => setSent(null)}
        humanCheck={<HumanCheckField {...check.field} />}
      />
    );
  }

  return (
    <form className="sf-form" noValidate onSubmit={submit}>
      <UntilHydrated>
        <MobileField
          label={t('login.mobile')}
          country={register('country_code')}
          mobile={register('mobile')}
          error={formState.errors.mobile}
        />
        <HumanCheckField {...check.field} />
        <Notice kind="alert">{failure}</Notice>
        <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('login.sending') : t('login.sendCode')}
        </button>
      </UntilHydrated>
    </form>
  );
}
