import { observer } from 'mobx-react-lite';
import { ScreenFrame, useNamespace, useStores } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';

/** `/app`: where to get the tenant's iOS app (settings `website.ios_app_link`, `website.ios_app_id`). */
export const AppDownloadPage = observer(function AppDownloadPage() {
  const { tenant, locale } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  const appId = tenant.setting('website.ios_app_id');
  const link = tenant.setting('website.ios_app_link') ?? (appId ? `https://apps.apple.com/app/id${appId}` : undefined);
  return (
    <ScreenFrame title={t('screens.app')}>
      {link ? (
        <p>
          <a className="sf-button" href={link} target="_blank" rel="noopener noreferrer">
            {t('appStoreLink', { name: tenant.siteName(locale.locale) })}
          </a>
        </p>
      ) : (
        <p>{t('noApp')}</p>
      )}
    </ScreenFrame>
  );
});
