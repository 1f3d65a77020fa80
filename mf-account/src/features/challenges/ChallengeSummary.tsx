import { type Challenge } from '@storefront/shared/contracts';
import { displayTimeZone, formatDate, useMoney, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import { useAccountTexts } from '../../texts';

/** One challenge: its progress (a labelled progress bar) toward the target, and its reward. */
export function ChallengeSummary({ challenge }: { challenge: Challenge }) {
  const { locale, tenant } = useStores();
  const { t } = useAccountTexts();
  const money = useMoney();
  const points = usePoints();
  const currency = tenant.country.currency;
  const amount = (value: number) => (challenge.goal_type === 'orders_amount' ? money(value, currency) : String(value));
  const name = challenge.names[locale.locale];
  return (
    <>
      <p>{challenge.descriptions[locale.locale]}</p>
      <progress max={challenge.target} value={challenge.progress} aria-label={t('challenges.progressLabel', { name })} />
      <p>
        {t('challenges.progress', { progress: amount(challenge.progress), target: amount(challenge.target) })}
        {challenge.completed && <strong> · {t('challenges.completed')}</strong>}
      </p>
      <p>
        {challenge.reward_type === 'points'
          ? t('challenges.rewardPoints', { count: challenge.reward_amount, points: points(challenge.reward_amount) })
          : t('challenges.rewardWallet', { amount: money(challenge.reward_amount, currency) })}
        {' · '}
        {t('challenges.ends', { date: formatDate(new Date(challenge.ends_at), displayTimeZone(tenant.tenant.country)) })}
      </p>
    </>
  );
}
