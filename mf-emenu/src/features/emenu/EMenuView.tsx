import { lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  groupAnchor,
  localizePath,
  localName,
  LoadingFallback,
  SearchBox,
  useStores,
  type EMenu,
  Link,
  onFirstScreen,
} from '@storefront/shared';
import { useEMenuTexts } from '../../texts';
import { AllergenFilter, allergenPreferencesOf, applyAllergenChoice, keepAllergenPreferences } from '../allergens';
import { EMenuItem } from './EMenuItem';
import { OfflineNote } from './OfflineNote';
import type { EMenuStore } from './emenu-store';

const FeedbackForm = lazy(() => import('../feedback'));

/**
 * A branch's e-menu, read only: the sticky group links, search, the allergen filter, the dishes, the
 * feedback form on demand and, where the tenant switched ordering on, a link to order. Live: a menu
 * change loads it again in place.
 */
export const EMenuView = observer(function EMenuView({ store, emenu }: { store: EMenuStore; emenu: EMenu }) {
  const { t } = useEMenuTexts();
  const root = useStores();
  const lang = root.locale.locale;
  const preferences = allergenPreferencesOf(root);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const allergens = useMemo(() => new Map(emenu.allergens.map((allergen) => [allergen.code, allergen])), [emenu.allergens]);

  useLayoutEffect(() => keepAllergenPreferences(root), [root]);

  const { groups, hidden } = applyAllergenChoice(store.groups, preferences);
  const avoid = preferences.mode === 'mark' ? preferences.avoid : [];
  const found = groups.reduce((sum, group) => sum + group.items.length, 0);
  const query = store.query.trim();

  return (
    <div className="sf-emenu">
      <OfflineNote />
      <header className="sf-emenu__branch">
        <h2>{localName(emenu.branch, lang)}</h2>
        {emenu.branch.address[lang] && <p>{emenu.branch.address[lang]}</p>}
        {emenu.ordering_type && (
          <Link className="sf-button" to={localizePath(`/select-type/${emenu.ordering_type}/${emenu.branch.id}`, lang)}>
            {t('emenu.order')}
          </Link>
        )}
      </header>
      <div className="sf-emenu__tools">
        <SearchBox
          label={t('emenu.search')}
          placeholder={t('emenu.searchPlaceholder')}
          value={store.query}
          onChange={(value) => store.setQuery(value)}
          outcome={query ? (found === 0 ? t('emenu.noResults', { query }) : t('emenu.results', { count: found })) : ''}
        />
        <AllergenFilter allergens={emenu.allergens} preferences={preferences} hidden={hidden} />
      </div>
      {emenu.groups.length === 0 && <p role="alert">{t('emenu.empty')}</p>}
      <nav className="sf-group-slider" aria-label={t('emenu.groups')}>
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${groupAnchor(group.id)}`}>{localName(group, lang)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group, groupIndex) => (
        <section key={group.id} id={groupAnchor(group.id)} className="sf-emenu-group" aria-labelledby={`${groupAnchor(group.id)}-title`}>
          <h2 id={`${groupAnchor(group.id)}-title`}>{localName(group, lang)}</h2>
          <div className="sf-dish-grid">
            {group.items.map((item, itemIndex) => (
              <EMenuItem
                key={item.id}
                item={item}
                currency={emenu.currency}
                allergens={allergens}
                avoid={avoid}
                firstScreen={onFirstScreen(groupIndex, itemIndex)}
              />
            ))}
          </div>
        </section>
      ))}
      <section className="sf-emenu__feedback" aria-label={t('feedback.title')}>
        {feedbackOpen ? (
          <Suspense fallback={<LoadingFallback what="feedback form" />}>
            <FeedbackForm branchId={emenu.branch.id} photoRequired={emenu.feedback_photo_required} />
          </Suspense>
        ) : (
          <button type="button" className="sf-button" onClick={() => setFeedbackOpen(true)}>
            {t('feedback.open')}
          </button>
        )}
      </section>
    </div>
  );
});
