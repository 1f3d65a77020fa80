import { mobileChangeSendBodySchema, type MobileChangeSendBody } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiCallError, formatMobile, mobileText, Notice, useStores, type CountryCode } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { MobileField, formResolver } from '@storefront/shared/forms';
import { CodeStep } from '../login';
import { useAccountTexts, useErrorText } from '../../texts';
import { profileOf } from './profile-store';

/** The number the last code went to, and when another may be asked for (ms since the epoch). */
type Sent = { country_code: CountryCode; mobile: string; resendAt: number };

/**
 * My mobile number, and changing it: the new number (country rules, any digits), "send code", then
 * the code it received. What was typed stays through refusals; the api's refusals of the number come
 * back next to it, those of the code next to the code.
 */
export const MobileSection = observer(function MobileSection() {
  const root = useStores();
  const customer = root.session.customer;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const [resend, setResend] = useState({ resendIn: 0, round: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the next render is on screen. */
  const focusNext = useRef<'mobile' | 'change' | null>(null);
  const form = useForm<MobileChangeSendBody>({
    resolver: formResolver(mobileChangeSendBodySchema),
    defaultValues: { country_code: (customer?.countryCode as CountryCode | undefined) ?? root.tenant.tenant.country, mobile: '' },
  });
  const { register, handleSubmit, setError, setFocus, formState } = form;

  // Only a render that shows the target takes the focus there: another render may come first (any
  // update of the page while the click's own render waits), and must not use the request up.
  const mobileShown = open && !(codeStep && sent);
  useEffect(() => {
    if (focusNext.current === 'mobile' && mobileShown) {
      focusNext.current = null;
      setFocus('mobile');
    }
    if (focusNext.current === 'change' && changeButton.current) {
      focusNext.current = null;
      changeButton.current.focus();
    }
  });

  /** A refusal of the number (taken, the same as now, invalid) goes next to it; true when it was one. */
  const refuseNumber = (error: unknown): boolean => {
    if (!(error instanceof ApiCallError) || Object.keys(error.fieldErrors).length === 0) return false;
    const rule = Object.values(error.fieldErrors)[0]?.[0];
    setError('mobile', { message: rule?.startsWith('validation.') ? rule : errorText(error, t('profile.mobileFailed')) });
    return true;
  };

  const ask = async (number: { country_code: CountryCode; mobile: string }) => {
    const { resendIn } = await profileOf(root).askMobileCode(number);
    setSent({ ...number, resendAt: Date.now() + resendIn * 1000 });
    setResend((previous) => ({ resendIn, round: previous.round + 1 }));
    setCodeStep(true);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    // The resolver hands over the schema's output: the mobile in national form. Back on the number
    // with the code already sent to it and no other allowed yet: that code's step comes back.
    const left = sent && sent.country_code === values.country_code && sent.mobile === values.mobile ? sent.resendAt - Date.now() : 0;
    if (left > 0) {
      setResend((previous) => ({ resendIn: Math.ceil(left / 1000), round: previous.round + 1 }));
      setCodeStep(true);
      return;
    }
    try {
      await ask(values);
    } catch (error) {
      if (!refuseNumber(error)) setFailure(errorText(error, t('profile.mobileFailed')));
    }
  });

  const confirm = async (number: Sent, code: string) => {
    try {
      const details = await profileOf(root).confirmMobile({ country_code: number.country_code, mobile: number.mobile, code });
      setChanged(t('profile.mobileChanged', { number: formatMobile(details.countryCode as CountryCode, details.mobile) }));
      form.reset({ country_code: details.countryCode as CountryCode, mobile: '' });
      setSent(null);
      setCodeStep(false);
      setOpen(false);
      focusNext.current = 'change';
    } catch (error) {
      // Someone took the number meanwhile: back to the number, the refusal next to it. A code problem stays by the code.
      if (!refuseNumber(error)) throw error;
      setCodeStep(false);
      focusNext.current = 'mobile';
    }
  };

  const start = () => {
    setChanged(null);
    setFailure(null);
    setOpen(true);
    focusNext.current = 'mobile';
  };

  const cancel = () => {
    setCodeStep(false);
    setFailure(null);
    setOpen(false);
    focusNext.current = 'change';
  };

  const country = (customer?.countryCode ?? root.tenant.tenant.country) as CountryCode;
  return (
    <div className="sf-form">
      <TextField
        label={t('profile.mobile')}
        value={mobileText(country, customer?.mobile ?? '')}
        readOnly
        hint={t('profile.mobileHint')}
        dir="ltr"
      />
      <Notice kind="status">{changed}</Notice>
      {open ? (
        <section className="sf-card" aria-labelledby={titleId}>
          <h2 id={titleId}>{t('profile.changeMobile')}</h2>
          {codeStep && sent ? (
            <CodeStep
              intro={t('profile.codeSent', { number: formatMobile(sent.country_code, sent.mobile) })}
              submitLabel={t('profile.confirmMobile')}
              resendIn={resend.resendIn}
              round={resend.round}
              failedText={t('profile.mobileFailed')}
              focusCode
              onSubmit={(code) => confirm(sent, code)}
              onResend={() => ask(sent)}
              onBack={() => {
                setCodeStep(false);
                focusNext.current = 'mobile';
              }}
            />
          ) : (
            <form className="sf-form" noValidate onSubmit={submit}>
              <MobileField
                label={t('profile.newMobile')}
                country={register('country_code')}
                mobile={register('mobile')}
                error={formState.errors.mobile}
              />
              <Notice kind="alert">{failure}</Notice>
              <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t('profile.sending') : t('profile.sendCode')}
              </button>
            </form>
          )}
          <button type="button" className="sf-button sf-button--secondary" onClick={cancel}>
            {t('profile.cancelMobile')}
          </button>
        </section>
      ) : (
        <button ref={changeButton} type="button" className="sf-button sf-button--secondary" onClick={start}>
          {t('profile.changeMobile')}
        </button>
      )}
    </div>
  );
});
