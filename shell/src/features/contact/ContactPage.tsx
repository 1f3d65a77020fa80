import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { observer } from 'mobx-react-lite';
import { ApiCallError, failureKey, LIMITS, ScreenFrame, storageKey, useNamespace, useStores } from '@storefront/shared';
import { TextField, useFormDraft, NoteField, UntilHydrated } from '@storefront/shared/forms';
import { HumanCheckField, useFormHumanCheck, MobileField, EmailField, lazyFormResolver } from '@storefront/shared/forms';
import type { ContactMessageBody } from '@storefront/shared/contracts';
import { NAMESPACE, texts } from '../../texts';
import { sendContactMessage } from './contact-calls';
import { contactTexts } from './texts';

type Outcome = 'idle' | 'sent' | 'failed';

const resolver = lazyFormResolver(() => import('./contact-validation').then((module) => module.contactResolver));

/** `/contact-us`: the contact form with field errors, a human check for visitors (not logged in), and nothing typed ever lost. */
export const ContactPage = observer(function ContactPage() {
  const root = useStores();
  const { t: shellT } = useNamespace(NAMESPACE, texts);
  const { t } = useNamespace('contact', contactTexts);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // A logged-in customer is not asked (docs/security.md); the api may still ask (a session that ended).
  const [checkAsked, setCheckAsked] = useState(false);
  const humanCheckNeeded = root.session.isGuest || checkAsked;

  const form = useForm<ContactMessageBody>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      country_code: root.tenant.tenant.country,
      mobile: '',
      message: '',
      human_check: humanCheckNeeded ? { key: '', answer: '' } : undefined,
    },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const forgetDraft = useFormDraft(storageKey(root.tenant.tenant.name, 'contact'), form, ['human_check']);

  const { challenge, newChallenge } = useFormHumanCheck(root.api, form, { loadNow: false });
  useEffect(() => {
    if (humanCheckNeeded) newChallenge();
  }, [humanCheckNeeded, newChallenge]);

  const submit = handleSubmit(async (values) => {
    setOutcome('idle');
    try {
      await sendContactMessage(root.api, values);
      forgetDraft();
      reset({
        name: '',
        email: '',
        country_code: values.country_code,
        mobile: '',
        message: '',
        human_check: humanCheckNeeded ? { key: '', answer: '' } : undefined,
      });
      setOutcome('sent');
    } catch (error) {
      const fields = error instanceof ApiCallError ? error.fieldErrors : {};
      for (const [name, [message]] of Object.entries(fields)) {
        if (name.startsWith('human_check')) setCheckAsked(true);
        const field = (name.startsWith('human_check') ? 'human_check.answer' : name) as keyof ContactMessageBody;
        setError(field, { message: name.startsWith('human_check') ? (failureKey(error) ?? message) : message });
      }
      if (Object.keys(fields).length === 0) setOutcome('failed');
    }
    if (humanCheckNeeded) newChallenge();
  });

  const { errors } = formState;
  return (
    <ScreenFrame title={shellT('screens.contactUs')}>
      <p>{t('intro')}</p>
      <form className="sf-form" noValidate onSubmit={submit}>
        <UntilHydrated>
          <TextField label={t('name')} autoComplete="name" limit={LIMITS.name} error={errors.name?.message} {...register('name')} />
          <EmailField label={t('email')} error={errors.email?.message} {...register('email')} />
          <MobileField label={t('mobile')} country={register('country_code')} mobile={register('mobile')} error={errors.mobile} />
          <NoteField label={t('message')} rows={5} error={errors.message?.message} {...register('message')} />
          {humanCheckNeeded && (
            <HumanCheckField
              challenge={challenge}
              onNew={newChallenge}
              input={register('human_check.answer')}
              error={errors.human_check?.answer?.message ?? errors.human_check?.message}
              label={t('humanCheck')}
            />
          )}
          {outcome === 'failed' && <p role="alert">{t('failed')}</p>}
          {outcome === 'sent' && <p role="status">{t('sent')}</p>}
          <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('sending') : t('send')}
          </button>
        </UntilHydrated>
      </form>
    </ScreenFrame>
  );
});
