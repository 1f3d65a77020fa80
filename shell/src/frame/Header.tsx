import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { localizePath, useNamespace, useStores } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { RemoteWidget } from '../federation/RemoteWidget';
import { LanguageSwitch } from './LanguageSwitch';

export const Header = observer(function Header() {
  const root = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  const locale = root.locale.locale;
  const siteName = root.tenant.siteName(locale);
  const logo = root.tenant.tenant?.logo;
  return (
    <header className="sf-header">
      <a className="sf-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Link className="sf-brand" to={localizePath('/', locale)} aria-label={`${siteName} – ${t('home')}`}>
        {logo && <img src={root.mediaUrl(logo)} alt="" width={40} height={40} />}
        <span>{siteName}</span>
      </Link>
      <nav aria-label={t('mainNavigation')} className="sf-header__nav">
        <RemoteWidget remote="menu" exposed="CartButton" />
        {root.session.isGuest ? (
          <Link to={localizePath('/account/login', locale)}>{t('logIn')}</Link>
        ) : (
          <Link to={localizePath('/account', locale)} aria-label={t('myAccount', { name: root.session.customer?.name ?? '' })}>
            {root.session.customer?.name || t('myAccountShort')}
          </Link>
        )}
        <LanguageSwitch />
      </nav>
    </header>
  );
});
