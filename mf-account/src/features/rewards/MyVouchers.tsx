import { displayTimeZone, formatDate, Link, localizePath, Ltr, Notice, useStores } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useAccountTexts } from '../../texts';
import { rewardsOf } from './rewards-store';

/**
 * "My rewards": the vouchers redeemed and not used yet, as the api lists them (they stay after a reload), each with
 * its code, the day it ends (unused, its points come back), and a tap that takes it to checkout applied.
 */
export const MyVouchers = observer(function MyVouchers() {
  const root = useStores();
  const locale = root.locale.locale;
  const { t } = useAccountTexts();
  const { value: vouchers, state } = rewardsOf(root).vouchers;
  const timeZone = displayTimeZone(root.tenant.tenant.country);
  return (
    <section aria-labelledby="my-rewards">
      <h2 id="my-rewards">{t('rewards.mine')}</h2>
      {state === 'failed' && <Notice kind="alert">{t('rewards.mineFailed')}</Notice>}
      {vouchers && vouchers.length === 0 && <p>{t('rewards.mineEmpty')}</p>}
      {vouchers && vouchers.length > 0 && (
        <ul className="sf-account-list" aria-label={t('rewards.mine')}>
          {vouchers.map((voucher) => (
            <li key={voucher.id} className="sf-card">
              <h3>{voucher.names[locale]}</h3>
              <p>
                {t('rewards.code')} <Ltr>{voucher.code}</Ltr>
              </p>
              <p>{t('rewards.validUntil', { date: formatDate(new Date(voucher.expires_at), timeZone) })}</p>
              <Link
                className="sf-button"
                to={`${localizePath('/checkout', locale)}?coupon=${encodeURIComponent(voucher.code)}`}
                aria-label={t('rewards.useReward', { name: voucher.names[locale] })}
              >
                {t('rewards.use')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
