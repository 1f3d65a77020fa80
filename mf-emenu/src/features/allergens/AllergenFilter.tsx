import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores, type Locale, type EMenuAllergen } from '@storefront/shared';
import { useEMenuTexts } from '../../texts';
import type { AllergenMode } from './allergen-filter';
import type { AllergenPreferences } from './allergen-preferences';

export const allergenName = (allergen: EMenuAllergen, locale: Locale): string => allergen.names[locale] || allergen.code;

/** The guest picks the allergens to avoid and whether their dishes are hidden or marked; the count of hidden dishes is announced. */
export const AllergenFilter = observer(function AllergenFilter({
  allergens,
  preferences,
  hidden,
}: {
  allergens: readonly EMenuAllergen[];
  preferences: AllergenPreferences;
  hidden: number;
}) {
  const { t } = useEMenuTexts();
  const { locale } = useStores();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = preferences.avoid.filter((code) => allergens.some((allergen) => allergen.code === code)).length;
  if (allergens.length === 0) return null;
  return (
    <div className="sf-emenu-allergens">
      <button
        type="button"
        className="sf-button sf-button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {chosen > 0 ? t('allergens.filterCount', { count: chosen }) : t('allergens.filter')}
      </button>
      {open && (
        <div id={panelId} className="sf-emenu-allergens__panel">
          <fieldset>
            <legend>{t('allergens.filter')}</legend>
            {allergens.map((allergen) => (
              <label key={allergen.code} className="sf-emenu-check">
                <input
                  type="checkbox"
                  checked={preferences.avoid.includes(allergen.code)}
                  onChange={() => preferences.toggle(allergen.code)}
                />
                <span aria-hidden="true">{allergen.icon}</span> {allergenName(allergen, locale.locale)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('allergens.mode')}</legend>
            {(['hide', 'mark'] as AllergenMode[]).map((mode) => (
              <label key={mode} className="sf-emenu-check">
                <input
                  type="radio"
                  name={`${panelId}-mode`}
                  checked={preferences.mode === mode}
                  onChange={() => preferences.setMode(mode)}
                />
                {t(`allergens.${mode}`)}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <p role="status" className={hidden > 0 ? 'sf-emenu-allergens__hidden' : 'sf-visually-hidden'}>
        {hidden > 0 ? t('allergens.hidden', { count: hidden }) : ''}
      </p>
      {hidden > 0 && (
        <button type="button" className="sf-emenu-link-button" onClick={() => preferences.setMode('mark')}>
          {t('allergens.showAll')}
        </button>
      )}
    </div>
  );
});
