import { observer } from 'mobx-react-lite';
import { localizePath, matchRoute, useNamespace, useStores, Link, useLocation } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { RemoteWidget } from '../federation/RemoteWidget';
import { LanguageSwitch } from './LanguageSwitch';
import { MainLinks } from './MainLinks';
import { NavMenu } from './NavMenu';

/** A person: the account link's mark (on a phone it stands alone, its name kept for assistive technology). */
function AccountIcon() {
  return (
    <svg className="sf-header__account-icon" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}

/** The tenant's logo at its own aspect ratio (a fixed height, the width following), or its name. */
function Brand({ siteName, logo }: { siteName: string; logo: string | undefined }) {
  if (!logo) return <span className="sf-brand__name">{siteName}</span>;
  return (
    <>
      <img className="sf-brand__logo" src={logo} alt="" height={40} />
      <span className="sf-visually-hidden">{siteName}</span>
    </>
  );
}

export const Header = observer(function Header() {
  const root = useStores();
  const { pathname } = useLocation();
  const { t } = useNamespace(NAMESPACE, texts);
  const locale = root.locale.locale;
  const siteName = root.tenant.siteName(locale);
  const logo = root.tenant.tenant?.logo ? root.mediaUrl(root.tenant.tenant.logo) : undefined;
  // A closed site offers nothing to order, log in to or browse: its name and the language only.
  if (!root.tenant.tenant.website_enabled) {
    return (
      <header className="sf-header">
        <span className="sf-brand">
          <Brand siteName={siteName} logo={logo} />
        </span>
        <div className="sf-header__actions">
          <LanguageSwitch />
        </div>
      </header>
    );
  }
  const customerName = root.session.customer?.name ?? '';
  // The e-menu is read at the table, without ordering: no cart there (nor the menu remote's download for it).
  const showsCart = matchRoute(pathname)?.route.owner !== 'emenu';
  return (
    <header className="sf-header">
      <a className="sf-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <NavMenu />
      <Link className="sf-brand" to={localizePath('/', locale)} aria-label={`${siteName} – ${t('home')}`}>
        <Brand siteName={siteName} logo={logo} />
      </Link>
      <nav aria-label={t('mainNavigation')} className="sf-header__nav">
        <MainLinks className="sf-header__links" />
      </nav>
      <div className="sf-header__actions">
        {showsCart && (
          <span className="sf-header__cart">
            <RemoteWidget remote="menu" exposed="CartButton" />
          </span>
        )}
        {root.session.isGuest ? (
          <Link className="sf-header__account" to={localizePath('/account/login', locale)}>
            <AccountIcon />
            <span className="sf-visually-hidden sf-header__account-text">{t('logIn')}</span>
          </Link>
        ) : (
          <Link
            className="sf-header__account"
            to={localizePath('/account', locale)}
            aria-label={customerName ? t('myAccount', { name: customerName }) : t('myAccountShort')}
            title={customerName || undefined}
          >
            <AccountIcon />
            <span className="sf-visually-hidden sf-header__account-text">{customerName || t('myAccountShort')}</span>
          </Link>
        )}
        <LanguageSwitch />
      </div>
    </header>
  );
});
