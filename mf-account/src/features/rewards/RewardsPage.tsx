import { type Reward } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Notice, useMoney, ScreenFrame, useStores } from '@storefront/shared';
import { usePoints } from '@storefront/shared/points';
import '../account.css';
import { useAccountTexts, useErrorText } from '../../texts';
import { rewardsOf } from './rewards-store';
import { ResourceLoading } from '@storefront/shared/data';

/** `/rewards`: what the points buy (provider `order`); redeeming says when the balance is not enough. */
export const RewardsPage = observer(function RewardsPage() {
  const root = useStores();
  const { session, tenant } = root;
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const money = useMoney();
  const points = usePoints();
  const errorText = useErrorText();
  const store = rewardsOf(root);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  useEffect(() => store.follow(), [store]);
  const { value: rewards, state } = store.rewards;

  const redeem = async (reward: Reward) => {
    setBusy(reward.id);
    setNotice(null);
    try {
      const redemption = await store.redeem(reward);
      setNotice({ kind: 'status', text: t('rewards.redeemed', { name: reward.names[locale], code: redemption.code }) });
    } catch (error) {
      setNotice({ kind: 'alert', text: errorText(error, t('common:errors.unexpected')) });
    }
    setBusy(null);
  };

  return (
    <ScreenFrame title={t('screens.rewards')}>
      <p className="sf-card">{t('rewards.balance', { points: points(session.pointBalance) })}</p>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {!rewards && state !== 'failed' && <ResourceLoading what="rewards" resource={store.rewards} label={t('ui.loading')} />}
      {state === 'failed' && <Notice kind="alert">{t('rewards.failed')}</Notice>}
      {rewards && rewards.length === 0 && <p>{t('rewards.empty')}</p>}
      {rewards && rewards.length > 0 && (
        <ul className="sf-account-list" aria-label={t('screens.rewards')}>
          {rewards.map((reward) => (
            <li key={reward.id} className="sf-card">
              <h2>{reward.names[locale]}</h2>
              <p>{reward.descriptions[locale]}</p>
              <p>
                <strong>{t('rewards.cost', { count: reward.points, points: points(reward.points) })}</strong>
                {reward.wallet_amount > 0 && (
                  <> · {t('rewards.walletCredit', { amount: money(reward.wallet_amount, tenant.country.currency) })}</>
                )}
              </p>
              <button
                type="button"
                className="sf-button"
                aria-label={t('rewards.redeemReward', { name: reward.names[locale] })}
                disabled={busy !== null}
                onClick={() => void redeem(reward)}
              >
                {busy === reward.id ? t('rewards.redeeming') : t('rewards.redeem')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
});
