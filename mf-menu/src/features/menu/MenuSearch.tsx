import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useMenuTexts } from '../../texts';
import type { MenuStore } from './menu-store';

/** Search within the menu: names and descriptions in both languages; the count is announced. */
export const MenuSearch = observer(function MenuSearch({ store }: { store: MenuStore }) {
  const { t } = useMenuTexts();
  const id = useId();
  const count = store.groups.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <div className="sf-menu-search" role="search">
      <label htmlFor={id} className="sf-visually-hidden">
        {t('menu.search')}
      </label>
      <input
        id={id}
        type="search"
        className="sf-field__input"
        placeholder={t('menu.searchPlaceholder')}
        value={store.query}
        onChange={(event) => store.setQuery(event.target.value)}
      />
      <p role="status" className={store.query.trim() ? undefined : 'sf-visually-hidden'}>
        {store.query.trim() ? (count === 0 ? t('menu.noResults', { query: store.query.trim() }) : t('menu.results', { count })) : ''}
      </p>
    </div>
  );
});
