import { profileBodySchema, type ProfileBody } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS, Notice, storageKey, useStores } from '@storefront/shared';
import { SelectField, showFieldErrors, TextField, useFormDraft } from '@storefront/shared/forms';
import { EmailField, formResolver } from '@storefront/shared/forms';
import { useAccountTexts, useErrorText } from '../../texts';
import { profileOf } from './profile-store';

/** My info: name, e-mail, gender, birth date (the mobile has its own section); kept as a draft until saved. */
export const ProfileForm = observer(function ProfileForm() {
  const root = useStores();
  const customer = root.session.customer;
  const { t } = useAccountTexts();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const form = useForm<ProfileBody>({
    resolver: formResolver(profileBodySchema),
    defaultValues: {
      name: customer?.name ?? '',
      email: customer?.email ?? '',
      gender: (customer?.gender as ProfileBody['gender']) ?? '',
      birth_date: customer?.birthDate ?? '',
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const forgetDraft = useFormDraft(storageKey(root.tenant.tenant.name, 'profile'), form);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await profileOf(root).save(values);
      forgetDraft();
      setOutcome({ kind: 'status', text: t('profile.saved') });
    } catch (error) {
      const message = errorText(error, t('profile.failed'));
      if (!showFieldErrors(error, values, setError, message)) setOutcome({ kind: 'alert', text: message });
    }
  });

  return (
    <form className="sf-form" noValidate onSubmit={submit}>
      <TextField
        label={t('profile.name')}
        autoComplete="name"
        limit={LIMITS.name}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <EmailField label={t('profile.email')} error={formState.errors.email?.message} {...register('email')} />
      <SelectField label={t('profile.gender')} error={formState.errors.gender?.message} {...register('gender')}>
        <option value="">{t('profile.genderNone')}</option>
        <option value="female">{t('profile.female')}</option>
        <option value="male">{t('profile.male')}</option>
      </SelectField>
      <TextField label={t('profile.birthDate')} type="date" error={formState.errors.birth_date?.message} {...register('birth_date')} />
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
      <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
});
