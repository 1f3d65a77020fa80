import { observer } from 'mobx-react-lite';
import { SearchBox } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import type { MenuStore } from './menu-store';

/** Search within the menu: names and descriptions in both languages; the count is announced. */
export const MenuSearch = observer(function MenuSearch({ store }: { store: MenuStore }) {
  const { t } = useMenuTexts();
  const count = store.groups.reduce((sum, group) => sum + group.items.length, 0);
  const query = store.query.trim();
  return (
    <SearchBox
      label={t('menu.search')}
      placeholder={t('menu.searchPlaceholder')}
      value={store.query}
      onChange={(value) => store.setQuery(value)}
      outcome={query ? (count === 0 ? t('menu.noResults', { query }) : t('menu.results', { count })) : ''}
    />
  );
});
