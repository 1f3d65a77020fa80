import { localizePath, ScreenFrame, useStores, Link, useTranslation } from '@storefront/shared';
import { observer } from 'mobx-react-lite';

/** 'This page could not be found', with a way home (the server answers these paths with 404). */
export const NotFound = observer(function NotFound() {
  const { t } = useTranslation('common');
  const { locale } = useStores();
  return (
    <ScreenFrame title={t('notFound.title')}>
      <p>
        <Link to={localizePath('/', locale.locale)}>{t('goHome')}</Link>
      </p>
    </ScreenFrame>
  );
});
