import { DishPicture, joinList, useStores, type MenuItem, localName } from '@storefront/shared';
import { observer } from 'mobx-react-lite';
import { useMenuTexts } from '../../texts';
import { schedulingUnavailable, tenantDeliveryTimes } from '../order-type';
import { OfferPrice } from '../ui';

/**
 * One dish: image (fixed size, lazy below the first screen), name, description, price, calories, allergens and availability.
 * A dish for scheduled orders only where no order can be scheduled (the tenant or the branch takes none, dine-in) is
 * shown unavailable, saying why.
 */
export const MenuItemCard = observer(function MenuItemCard({
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
  const neverNow =
    item.available &&
    item.scheduled_only &&
    schedulingUnavailable(root.orderDraft.draft, tenantDeliveryTimes(root.tenant.settingList('order.order_delivery_time_options')));
  return (
    <article
      className={`sf-card sf-dish sf-item${item.available ? '' : ' sf-item--sold-out'}${neverNow ? ' sf-item--unavailable' : ''}`}
      aria-labelledby={headingId}
    >
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
          <p id={`${headingId}-state`} className={neverNow ? 'sf-badge sf-badge--muted' : 'sf-badge'}>
            {t(neverNow ? 'menu.scheduledOnlyUnavailable' : 'menu.scheduledOnly')}
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
});
