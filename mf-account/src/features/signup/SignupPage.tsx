import { signupFormSchema, type SignupForm } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ApiCallError,
  formatMobile,
  LIMITS,
  localizePath,
  Notice,
  referralStorageKey,
  ScreenFrame,
  storageKey,
  useStores,
  returnPathOf,
  Link,
  Navigate,
  useLocation,
} from '@storefront/shared';
import { SelectField, TextField, useFormDraft } from '@storefront/shared/forms';
import { HumanCheckField, useHumanCheckWhenAsked, MobileField, EmailField, formResolver } from '@storefront/shared/forms';
import '../account.css';
import { CodeStep, useFinishLogin } from '../login';
import { useAccountTexts, useErrorText } from '../../texts';
import { signupOf } from './signup-store';

const FORM_FIELDS = ['name', 'email', 'password', 'mobile', 'gender', 'birth_date', 'referral_code'] as const;

/** The number the last code went to, and when another may be asked for (ms since the epoch). */
type Sent = { country_code: SignupForm['country_code']; mobile: string; resendAt: number };

/** `/account/signup`: the form, then the code sent to the mobile; field refusals of the api go back next to their field. */
export const SignupPage = observer(function SignupPage() {
  const root = useStores();
  const { session, locale } = root;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const finish = useFinishLogin();
  const { search } = useLocation();
  const [resend, setResend] = useState({ resendIn: 0, round: 0 });
  const [codeStep, setCodeStep] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useHumanCheckWhenAsked();
  const store = signupOf(root);
  const form = useForm<SignupForm>({
    resolver: formResolver(signupFormSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      country_code: root.tenant.tenant.country,
      mobile: '',
      gender: '',
      birth_date: '',
      // A referral link (/r/{code}) left the friend's code for the signup.
      referral_code: typeof localStorage === 'undefined' ? '' : (localStorage.getItem(referralStorageKey(root.tenant.tenant.name)) ?? ''),
    },
  });
  const { register, handleSubmit, setError, getValues, formState } = form;
  const forgetDraft = useFormDraft(storageKey(root.tenant.tenant.name, 'signup'), form, ['password']);
  if (session.ready && !session.isGuest && !codeStep) return <Navigate replace to={returnPathOf(search, locale.locale)} />;

  const refuse = (error: unknown) => {
    const fields = error instanceof ApiCallError ? Object.keys(error.fieldErrors) : [];
    const known = fields.filter((name): name is (typeof FORM_FIELDS)[number] => (FORM_FIELDS as readonly string[]).includes(name));
    const message = errorText(error, t('login.failed'));
    for (const name of known) setError(name, { message });
    if (known.length === 0) setFailure(message);
    return known.length > 0;
  };

  /** Sends a code (answers whether it did); when the api asks for the human check first, its question shows. */
  const ask = async (): Promise<boolean> => {
    const { country_code, mobile } = signupFormSchema.parse(getValues());
    try {
      const { resendIn } = await store.sendCode({ country_code, mobile, ...check.body() });
      check.passed();
      setSent({ country_code, mobile, resendAt: Date.now() + resendIn * 1000 });
      setResend((previous) => ({ resendIn, round: previous.round + 1 }));
      return true;
    } catch (error) {
      if (check.failed(error)) return false;
      throw error;
    }
  };

  const submit = handleSubmit(async () => {
    setFailure(null);
    // Back on the form after the api refused another field (or "change the number"): the code sent to this
    // number is still good and no other may be asked for yet, so the code step comes back with the time left.
    const { country_code, mobile } = signupFormSchema.parse(getValues());
    const left = sent && sent.country_code === country_code && sent.mobile === mobile ? Math.ceil((sent.resendAt - Date.now()) / 1000) : 0;
    if (left > 0) {
      setResend((previous) => ({ resendIn: left, round: previous.round + 1 }));
      setCodeStep(true);
      return;
    }
    try {
      if (await ask()) setCodeStep(true);
    } catch (error) {
      refuse(error);
    }
  });

  const create = async (code: string) => {
    try {
      await store.signUp({ ...signupFormSchema.parse(getValues()), code });
      forgetDraft();
      finish();
    } catch (error) {
      // A refused field (mobile or e-mail taken, unknown referral code) is fixed on the form; a code problem stays here.
      if (error instanceof ApiCallError && Object.keys(error.fieldErrors).length > 0) {
        setCodeStep(false);
        refuse(error);
        return;
      }
      throw error;
    }
  };

  const values = getValues();
  return (
    <ScreenFrame title={t('screens.signup')}>
      {codeStep ? (
        <CodeStep
          intro={t('signup.codeIntro', {
            number: formatMobile(values.country_code, signupFormSchema.safeParse(values).data?.mobile ?? values.mobile),
          })}
          submitLabel={t('signup.create')}
          resendIn={resend.resendIn}
          round={resend.round}
          onSubmit={create}
          onResend={async () => void (await ask())}
          onBack={() => setCodeStep(false)}
          humanCheck={<HumanCheckField {...check.field} />}
        />
      ) : (
        <form className="sf-form" noValidate onSubmit={submit}>
          <TextField
            label={t('signup.name')}
            autoComplete="name"
            limit={LIMITS.name}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <EmailField label={t('signup.email')} error={formState.errors.email?.message} {...register('email')} />
          <TextField
            label={t('signup.password')}
            type="password"
            autoComplete="new-password"
            hint={t('signup.passwordHint')}
            limit={LIMITS.passwordMax}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <MobileField
            label={t('signup.mobile')}
            country={register('country_code')}
            mobile={register('mobile')}
            error={formState.errors.mobile}
          />
          <SelectField label={t('signup.gender')} error={formState.errors.gender?.message} {...register('gender')}>
            <option value="">{t('signup.genderNone')}</option>
            <option value="female">{t('signup.female')}</option>
            <option value="male">{t('signup.male')}</option>
          </SelectField>
          <TextField label={t('signup.birthDate')} type="date" error={formState.errors.birth_date?.message} {...register('birth_date')} />
          <TextField
            label={t('signup.referralCode')}
            autoComplete="off"
            limit={LIMITS.referralCode}
            error={formState.errors.referral_code?.message}
            {...register('referral_code')}
          />
          <HumanCheckField {...check.field} />
          <Notice kind="alert">{failure}</Notice>
          <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('login.sending') : t('signup.next')}
          </button>
        </form>
      )}
      <p>
        {t('login.haveAccount')} <Link to={`${localizePath('/account/login', locale.locale)}${search}`}>{t('login.logIn')}</Link>
      </p>
    </ScreenFrame>
  );
});
