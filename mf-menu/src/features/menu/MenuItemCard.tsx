import { DishPicture, joinList, useStores, type MenuItem, localName } from '@storefront/shared';
import { useMenuTexts } from '../../texts';
import { OfferPrice } from '../ui';

/** One dish: image (fixed size, lazy below the first screen), name, description, price, calories, allergens and availability. */
export function MenuItemCard({
  item,
  currency,
  onOpen,
  firstScreen = false,
}: {
  item: MenuItem;
  currency: string;
  onOpen: (item: MenuItem) => void;
  /** On the menu's first screen: its picture comes with the page. */
  firstScreen?: boolean;
}) {
  const { t } = useMenuTexts();
  const root = useStores();
  const lang = root.locale.locale;
  const name = localName(item, lang);
  const headingId = `item-${item.id}-name`;
  return (
    <article className={`sf-card sf-dish sf-item${item.available ? '' : ' sf-item--sold-out'}`} aria-labelledby={headingId}>
      <DishPicture src={item.image ? root.mediaUrl(item.image) : null} eager={firstScreen} />
      <div className="sf-dish__body">
        <h3 id={headingId} className="sf-dish__name">
          {name}
        </h3>
        {item.descriptions[lang] && <p className="sf-dish__description sf-item__description">{item.descriptions[lang]}</p>}
        <p className="sf-dish__facts">
          <OfferPrice item={item} currency={currency} />
          {item.calories !== null && <span>{t('menu.calories', { calories: item.calories })}</span>}
        </p>
        {item.allergens.length > 0 && (
          <p className="sf-item__allergens">
            {t('menu.allergens', {
              list: joinList(
                item.allergens.map((code) => t(`menu.allergenNames.${code}`, { defaultValue: code })),
                lang,
              ),
            })}
          </p>
        )}
        {!item.available && (
          <p id={`${headingId}-state`} className="sf-badge sf-badge--muted">
            {t('menu.soldOut')}
          </p>
        )}
        {item.available && item.scheduled_only && (
          <p id={`${headingId}-state`} className="sf-badge">
            {t('menu.scheduledOnly')}
          </p>
        )}
      </div>
      <button
        type="button"
        className="sf-item__open"
        aria-label={t('menu.open', { name })}
        aria-describedby={!item.available || item.scheduled_only ? `${headingId}-state` : undefined}
        onClick={() => onOpen(item)}
      />
    </article>
  );
}
