import { type Reward } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Notice, useApiText, useMoney, ScreenFrame, useStores } from '@storefront/shared';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { usePoints } from '@storefront/shared/points';
import '../account.css';
import { useAccountTexts } from '../../texts';
import { rewardsOf } from './rewards-store';
import { ResourceLoading } from '@storefront/shared/data';
import { MyVouchers } from './MyVouchers';

/**
 * `/rewards`: what the points buy (provider `order`) and "My rewards", the vouchers redeemed and not used yet.
 * Redeeming asks first (the points go at once); not enough points is said.
 */
export const RewardsPage = observer(function RewardsPage() {
  const root = useStores();
  const { session, tenant } = root;
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const money = useMoney();
  const points = usePoints();
  const { errorText, codeText } = useApiText();
  const store = rewardsOf(root);
  const [busy, setBusy] = useState<number | null>(null);
  const [asking, setAsking] = useState<Reward | null>(null);
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  useEffect(() => store.follow(), [store]);
  const { value: rewards, state } = store.rewards;

  const redeem = async (reward: Reward) => {
    setBusy(reward.id);
    setNotice(null);
    try {
      const redemption = await store.redeem(reward);
      const text = t(redemption.expires_at ? 'rewards.redeemedVoucher' : 'rewards.redeemed', {
        name: reward.names[locale],
        code: redemption.code,
      });
      setNotice({ kind: 'status', text });
    } catch (error) {
      setNotice({ kind: 'alert', text: errorText(error, t('common:errors.unexpected')) });
    }
    setBusy(null);
    setAsking(null);
  };

  return (
    <ScreenFrame title={t('screens.rewards')}>
      <p className="sf-card">{t('rewards.balance', { points: points(session.balances.pointBalance) })}</p>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <MyVouchers />
      <h2>{t('rewards.catalogue')}</h2>
      {!rewards && state !== 'failed' && <ResourceLoading what="rewards" resource={store.rewards} label={t('ui.loading')} />}
      {state === 'failed' && <Notice kind="alert">{t('rewards.failed')}</Notice>}
      {rewards && rewards.length === 0 && <p>{t('rewards.empty')}</p>}
      {rewards && rewards.length > 0 && (
        <ul className="sf-account-list" aria-label={t('screens.rewards')}>
          {rewards.map((reward) => (
            <li key={reward.id} className="sf-card">
              <h3>{reward.names[locale]}</h3>
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
                onClick={() =>
                  // Points the customer does not have are not asked for: the page says so at once, as the api would.
                  reward.points > session.balances.pointBalance
                    ? setNotice({ kind: 'alert', text: codeText('points_not_enough') })
                    : setAsking(reward)
                }
              >
                {busy === reward.id ? t('rewards.redeeming') : t('rewards.redeem')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={t('rewards.confirmTitle', { name: asking.names[locale] })}
          confirmLabel={t('rewards.confirm', { count: asking.points, points: points(asking.points) })}
          keepLabel={t('rewards.keep')}
          busy={busy !== null}
          onConfirm={() => void redeem(asking)}
          onKeep={() => setAsking(null)}
        >
          <p>
            {t(asking.wallet_amount > 0 ? 'rewards.confirmCredit' : 'rewards.confirmVoucher', {
              count: asking.points,
              points: points(asking.points),
              balance: points(session.balances.pointBalance),
            })}
          </p>
        </ConfirmDialog>
      )}
    </ScreenFrame>
  );
});
