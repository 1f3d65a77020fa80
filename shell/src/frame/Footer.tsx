import { observer } from 'mobx-react-lite';
import { useNamespace, useStores } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';

export const Footer = observer(function Footer() {
  const root = useStores();
  const { t } = useNamespace(NAMESPACE, texts);
  return (
    <footer className="sf-footer">
      <p>
        © {new Date().getFullYear()} {root.tenant.siteName(root.locale.locale)}. {t('rights')}
      </p>
    </footer>
  );
});
