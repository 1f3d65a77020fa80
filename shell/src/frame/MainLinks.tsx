import { observer } from 'mobx-react-lite';
import { localizePath, useNamespace, useStores, NavLink } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { mainLinks } from './site-links';

/** The main navigation links (the header on a desktop, the navigation dialog on a phone). */
export const MainLinks = observer(function MainLinks({ className, onFollow }: { className: string; onFollow?: () => void }) {
  const { tenant, locale } = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  return (
    <ul className={className}>
      {mainLinks(tenant.modules).map(({ key, path }) => (
        <li key={key}>
          <NavLink to={localizePath(path, locale.locale)} onClick={onFollow} end={path === '/account'}>
            {t(`nav.${key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
});
