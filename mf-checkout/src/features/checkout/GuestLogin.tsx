import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { ApiCallError, formatMobile, LIMITS, type OtpSendBody, storageKey, useStores } from '@storefront/shared';
import { TextField, useFormDraft } from '@storefront/shared/forms';
import { verificationCodeField, otpSendBodySchema } from '@storefront/shared/contracts';
import { HumanCheckField, MobileField, formResolver } from '@storefront/shared/forms';
import { useCheckoutTexts, useErrorText } from '../../texts';
import { guestLoginOf, type SentTo } from './guest-login-store';
import { useLoginHumanCheck } from './human-check';

const codeSchema = z.object({ code: verificationCodeField });

/** A guest logs in by mobile inside the checkout (the api calls of the login page); the cart and draft stay. */
export function GuestLogin() {
  const root = useStores();
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const store = guestLoginOf(root);
  const [sent, setSent] = useState<SentTo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A second code for the number within the hour needs the human check (428): its question shows, the next send carries it.
  const check = useLoginHumanCheck();
  const mobileForm = useForm<OtpSendBody>({
    resolver: formResolver(otpSendBodySchema),
    defaultValues: { country_code: root.tenant.tenant.country, mobile: '' },
  });
  useFormDraft(storageKey(root.tenant.tenant.name, 'login-mobile'), mobileForm);
  const codeForm = useForm<z.input<typeof codeSchema>>({ resolver: formResolver(codeSchema), defaultValues: { code: '' } });

  const ask = mobileForm.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const to = await store.send({ ...values, ...check.body() });
      check.passed();
      setSent(to);
    } catch (error) {
      if (check.failed(error)) return;
      const message = errorText(error, t('checkout.login.failed'));
      // A code that could not go by SMS is told at the number, as the number's own errors are.
      if (error instanceof ApiCallError && (Object.keys(error.fieldErrors).length > 0 || error.code === 'otp_not_sent'))
        mobileForm.setError('mobile', { message });
      else setFailure(message);
    }
  });

  const verify = codeForm.handleSubmit(async ({ code }) => {
    if (!sent) return;
    try {
      await store.verify(sent, code);
    } catch (error) {
      codeForm.setError('code', { message: errorText(error, t('checkout.login.failed')) });
    }
  });

  return (
    <section aria-labelledby="checkout-login" className="sf-checkout__section">
      <h2 id="checkout-login">{t('checkout.login.heading')}</h2>
      <p>{t('checkout.login.intro')}</p>
      {sent ? (
        <form className="sf-form" noValidate onSubmit={verify}>
          <p>{t('checkout.login.codeSent', { number: formatMobile(sent.country_code, sent.mobile) })}</p>
          <TextField
            label={t('checkout.login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            limit={LIMITS.verificationCode}
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          <button type="submit" className="sf-button" disabled={codeForm.formState.isSubmitting}>
            {codeForm.formState.isSubmitting ? t('checkout.login.verifying') : t('checkout.login.verify')}
          </button>
          <button type="button" className="sf-link-button" onClick={() => setSent(null)}>
            {t('checkout.login.changeNumber')}
          </button>
        </form>
      ) : (
        <form className="sf-form" noValidate onSubmit={ask}>
          <MobileField
            label={t('checkout.login.mobile')}
            country={mobileForm.register('country_code')}
            mobile={mobileForm.register('mobile')}
            error={mobileForm.formState.errors.mobile}
          />
          <HumanCheckField {...check.field} />
          {failure && <p role="alert">{failure}</p>}
          <button type="submit" className="sf-button" disabled={mobileForm.formState.isSubmitting}>
            {mobileForm.formState.isSubmitting ? t('checkout.login.sending') : t('checkout.login.sendCode')}
          </button>
        </form>
      )}
    </section>
  );
}
