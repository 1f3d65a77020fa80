import { observer } from 'mobx-react-lite';
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  localizePath,
  useNamespace,
  useStores,
  writeCookie,
  Link,
  useLocation,
} from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';

/**
 * The same page in the other language; the choice is kept in the `lang` cookie for a year. The
 * footer's copy says it is the language choice (`labelKey`), so the two links have distinct names.
 */
export const LanguageSwitch = observer(function LanguageSwitch({
  labelKey = 'switchLanguageLabel',
}: {
  labelKey?: 'switchLanguageLabel' | 'languageChoiceLabel';
}) {
  const { locale } = useStores();
  const { pathname, search, hash } = useLocation();
  const { t } = useNamespace(NAMESPACE, texts);
  const other = locale.locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      className="sf-language-switch"
      to={`${localizePath(pathname, other)}${search}${hash}`}
      lang={other}
      hrefLang={other}
      aria-label={t(labelKey)}
      onClick={() => writeCookie(LANG_COOKIE, other, LANG_COOKIE_MAX_AGE_SECONDS)}
    >
      {t('switchLanguage')}
    </Link>
  );
});
