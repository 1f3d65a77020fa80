import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { localizePath, ScreenFrame, useStores, Link, useNavigate } from '@storefront/shared';
import '../account.css';
import { useAccountTexts } from '../../texts';
import { MyReservationsSection } from '../reservations';
import { VehiclesSection } from '../vehicles';
import { MobileSection } from './MobileSection';
import { ProfileForm } from './ProfileForm';
import { ReferralShare } from './ReferralShare';

const LINKS = [
  ['/account/orders', 'profile.orders'],
  ['/order-as-usual', 'profile.usualOrders'],
  ['/account/points', 'profile.points'],
  ['/account/wallet', 'profile.wallet'],
  ['/my-address', 'profile.addresses'],
  ['/rewards', 'profile.rewards'],
  ['/challenges', 'profile.challenges'],
  ['/referral-code', 'profile.referral'],
] as const;

/** `/account`: my mobile number (and changing it), my info, my referral code, my vehicles, my reservations, the account pages and logout. */
export const AccountPage = observer(function AccountPage() {
  const { session, locale, tenant } = useStores();
  const { t } = useAccountTexts();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [everywhereFailed, setEverywhereFailed] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await session.logout();
    void navigate(localizePath('/', locale.locale), { replace: true });
  };
  const logoutEverywhere = async () => {
    setLeaving(true);
    setEverywhereFailed(false);
    if (await session.logoutEverywhere()) {
      void navigate(localizePath('/', locale.locale), { replace: true });
      return;
    }
    setLeaving(false);
    setEverywhereFailed(true);
  };
  return (
    <ScreenFrame title={t('screens.account')}>
      <p>{t('profile.hello', { name: session.customer?.name || '' })}</p>
      <nav aria-label={t('profile.menu')}>
        <ul className="sf-card__actions">
          {LINKS.map(([path, label]) => (
            <li key={path}>
              <Link to={localizePath(path, locale.locale)}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <MobileSection />
      <ProfileForm />
      <ReferralShare />
      <VehiclesSection />
      {tenant.modules.reservations ? <MyReservationsSection /> : null}
      <button type="button" className="sf-button sf-button--secondary" onClick={() => void logout()} disabled={leaving}>
        {leaving ? t('profile.loggingOut') : t('profile.logout')}
      </button>{' '}
      <button type="button" className="sf-button sf-button--secondary" onClick={() => void logoutEverywhere()} disabled={leaving}>
        {t('profile.logoutEverywhere')}
      </button>
      {everywhereFailed && <p role="alert">{t('profile.logoutEverywhereFailed')}</p>}
    </ScreenFrame>
  );
});
