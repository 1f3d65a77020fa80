import { observer } from 'mobx-react-lite';
import { localizePath, useNamespace, useStores, Link } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { LanguageSwitch } from './LanguageSwitch';
import { socialLinks } from './site-links';
import { SocialIcon } from './SocialIcon';

/**
 * The tenant's content pages, contact, the app, its social profiles and the language choice. A
 * closed site keeps only its name: none of those pages can be opened there.
 */
export const Footer = observer(function Footer() {
  const { tenant, content, locale } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  const lang = locale.locale;
  const rights = (
    <p className="sf-footer__rights">
      © {new Date().getFullYear()} {tenant.siteName(lang)}. {t('rights')}
    </p>
  );
  if (!tenant.tenant.website_enabled) return <footer className="sf-footer">{rights}</footer>;
  const social = socialLinks((key) => tenant.setting(key));
  return (
    <footer className="sf-footer">
      <div className="sf-footer__columns">
        <nav aria-label={t('footerNavigation')} className="sf-footer__section">
          <ul className="sf-footer__links">
            {content.pages.map((page) => (
              <li key={page.slug}>
                <Link to={localizePath(`/page/${page.slug}`, lang)}>{page.title[lang]}</Link>
              </li>
            ))}
            <li>
              <Link to={localizePath('/contact-us', lang)}>{t('screens.contactUs')}</Link>
            </li>
            <li>
              <Link to={localizePath('/app', lang)}>{t('screens.app')}</Link>
            </li>
          </ul>
        </nav>
        {social.length > 0 && (
          <section className="sf-footer__section" aria-label={t('followUs')}>
            <ul className="sf-footer__social">
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`social.${network}`)}
                    title={t(`social.${network}`)}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="sf-footer__section">
          <LanguageSwitch labelKey="languageChoiceLabel" />
        </p>
      </div>
      {rights}
    </footer>
  );
});
