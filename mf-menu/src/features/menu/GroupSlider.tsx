import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores, type MenuGroup, groupAnchor, localName } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import type { MenuStore } from './menu-store';

/** The sticky row of section links; the selected one follows the scroll and is kept in the menu store. */
export const GroupSlider = observer(function GroupSlider({ store, groups }: { store: MenuStore; groups: readonly MenuGroup[] }) {
  const { t } = useMenuTexts();
  const { locale } = useStores();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [store.selectedGroupId]);

  return (
    <nav className="sf-group-slider" aria-label={t('menu.groups')}>
      <ul ref={list}>
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${groupAnchor(group.id)}`}
              aria-current={store.selectedGroupId === group.id ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                store.selectGroup(group.id, 1500);
                document.getElementById(groupAnchor(group.id))?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                window.history.replaceState(window.history.state, '', `#${groupAnchor(group.id)}`);
              }}
            >
              {localName(group, locale.locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
