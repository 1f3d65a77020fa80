import { DishPicture, joinList, localName, useMoney, useStores, type MenuItem, type EMenuAllergen } from '@storefront/shared';
import { useEMenuTexts } from '../../texts';
import { allergenName, avoidedIn } from '../allergens';
import { CalorieShares } from '../calories';

/** One dish, read only: picture (fixed size, lazy below the first screen), name, description, price, calories, allergens and availability. */
export function EMenuItem({
  item,
  currency,
  allergens,
  avoid,
  firstScreen = false,
}: {
  item: MenuItem;
  currency: string;
  allergens: ReadonlyMap<string, EMenuAllergen>;
  avoid: readonly string[];
  /** On the menu's first screen: its picture comes with the page. */
  firstScreen?: boolean;
}) {
  const { t } = useEMenuTexts();
  const money = useMoney();
  const root = useStores();
  const lang = root.locale.locale;
  const name = localName(item, lang);
  const headingId = `emenu-item-${item.id}`;
  const named = (code: string) => {
    const allergen = allergens.get(code);
    return allergen ? allergenName(allergen, lang) : code;
  };
  const avoided = avoidedIn(item, avoid);
  return (
    <article className={`sf-card sf-dish${item.available ? '' : ' sf-emenu-item--unavailable'}`} aria-labelledby={headingId}>
      <DishPicture src={item.image ? root.mediaUrl(item.image) : null} eager={firstScreen} />
      <div className="sf-dish__body">
        <h3 id={headingId} className="sf-dish__name">
          {name}
        </h3>
        {item.descriptions[lang] && <p className="sf-dish__description">{item.descriptions[lang]}</p>}
        <p className="sf-dish__facts">
          <span className="sf-dish__price">{money(item.price, currency)}</span>
        </p>
        {item.calories !== null && <CalorieShares calories={item.calories} name={name} />}
        {item.allergens.length > 0 && (
          <ul className="sf-emenu-item__allergens" aria-label={t('allergens.contains')}>
            {item.allergens.map((code) => (
              <li key={code}>
                <span aria-hidden="true">{allergens.get(code)?.icon}</span> {named(code)}
              </li>
            ))}
          </ul>
        )}
        {avoided.length > 0 && (
          <p className="sf-emenu-badge sf-emenu-badge--warning">{t('allergens.warning', { list: joinList(avoided.map(named), lang) })}</p>
        )}
        {!item.available && <p className="sf-emenu-badge sf-emenu-badge--muted">{t('emenu.unavailable')}</p>}
      </div>
    </article>
  );
}
