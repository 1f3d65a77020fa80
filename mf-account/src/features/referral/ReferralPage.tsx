import { formResolver } from '@storefront/shared/forms';
import { referralBodySchema, type ReferralBody } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMoney, LIMITS, ScreenFrame, useStores } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { usePoints } from '@storefront/shared/points';
import '../account.css';
import { useAccountTexts, useErrorText } from '../../texts';
import { referralOf } from './referral-store';

/** `/referral-code`: a friend's code, entered once; the api checks it and credits both sides. */
export const ReferralPage = observer(function ReferralPage() {
  const root = useStores();
  const { t } = useAccountTexts();
  const money = useMoney();
  const points = usePoints();
  const errorText = useErrorText();
  const [done, setDone] = useState<string[] | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ReferralBody>({
    resolver: formResolver(referralBodySchema),
    defaultValues: { referral_code: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const credit = await referralOf(root).apply(values);
      const lines = [t('referral.applied', { code: credit.referral_code })];
      if (credit.wallet_amount > 0)
        lines.push(t('referral.gotWallet', { amount: money(credit.wallet_amount, root.tenant.country.currency) }));
      if (credit.points > 0) lines.push(t('referral.gotPoints', { count: credit.points, points: points(credit.points) }));
      setDone(lines);
    } catch (error) {
      setError('referral_code', { message: errorText(error, t('common:errors.unexpected')) });
    }
  });

  return (
    <ScreenFrame title={t('screens.referralCode')}>
      <p>{t('referral.intro')}</p>
      {done ? (
        <p role="status">{done.join(' ')}</p>
      ) : (
        <form className="sf-form" noValidate onSubmit={submit}>
          <TextField
            label={t('referral.code')}
            autoComplete="off"
            limit={LIMITS.referralCode}
            error={formState.errors.referral_code?.message}
            {...register('referral_code')}
          />
          <button type="submit" className="sf-button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('referral.applying') : t('referral.apply')}
          </button>
        </form>
      )}
    </ScreenFrame>
  );
});
