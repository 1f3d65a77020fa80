import {
  fromMinor,
  toMinor,
  type MenuGroup,
  type MenuItem,
  type OperatorMenuItemUpdate,
  type OrderTypeName,
} from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** An option group as the item's statement aggregates it (json), options in display order. */
interface OptionGroupJson {
  id: number;
  name_ar: string;
  name_en: string;
  required: boolean;
  min: number;
  max: number;
  options: { id: number; name_ar: string; name_en: string; price_minor: number }[];
}

interface ItemRow {
  id: number;
  group_id: number;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  price_minor: number;
  calories: number | null;
  allergens: string[];
  image: string | null;
  max_per_purchase: number;
  scheduled_only: boolean;
  available: boolean;
  option_groups: OptionGroupJson[];
}

export interface ItemFilter {
  branchId: number;
  /** Only items sold for this order type; every type when null. */
  orderType: OrderTypeName | null;
  /** Only these items; all when null. */
  itemIds: readonly number[] | null;
}

// Each item's option groups with their options, in display order, in the item's own row (a placement in a lunch rush reads them too).
const OPTION_GROUPS = `COALESCE((
  SELECT json_agg(json_build_object('id', g.id, 'name_ar', g.name_ar, 'name_en', g.name_en, 'required', g.required,
           'min', g.min_count, 'max', g.max_count,
           'options', COALESCE((
             SELECT json_agg(json_build_object('id', o.id, 'name_ar', o.name_ar, 'name_en', o.name_en, 'price_minor', o.price_minor)
                             ORDER BY o.sort, o.id)
               FROM menu_options o WHERE o.tenant_id = g.tenant_id AND o.option_group_id = g.id), '[]'))
         ORDER BY g.sort, g.id)
    FROM menu_option_groups g WHERE g.tenant_id = i.tenant_id AND g.item_id = i.id), '[]') AS option_groups`;

const toOptionGroup = (group: OptionGroupJson): MenuItem['option_groups'][number] => ({
  id: group.id,
  names: { ar: group.name_ar, en: group.name_en },
  required: group.required,
  min: group.min,
  max: group.max,
  options: group.options.map((option) => ({
    id: option.id,
    names: { ar: option.name_ar, en: option.name_en },
    price: fromMinor(option.price_minor),
  })),
});

/** The items a branch serves (sold out ones with available false), with their option groups, in display order. */
export const findBranchItems = async (db: Queryable, tenantId: number, filter: ItemFilter): Promise<MenuItem[]> => {
  const items = await db.query<ItemRow>(
    `SELECT i.id, i.group_id, i.name_ar, i.name_en, i.description_ar, i.description_en, i.price_minor, i.calories, i.allergens,
            i.image, i.max_per_purchase, i.scheduled_only, s.available, ${OPTION_GROUPS}
       FROM menu_items i
       JOIN branch_menu_items s ON s.tenant_id = i.tenant_id AND s.item_id = i.id AND s.branch_id = $2
      WHERE i.tenant_id = $1 AND ($3::text IS NULL OR $3 = ANY (i.order_types)) AND ($4::int[] IS NULL OR i.id = ANY ($4::int[]))
      ORDER BY i.sort, i.id`,
    [tenantId, filter.branchId, filter.orderType, filter.itemIds],
  );
  return items.map((item) => ({
    id: item.id,
    group_id: item.group_id,
    names: { ar: item.name_ar, en: item.name_en },
    descriptions: { ar: item.description_ar, en: item.description_en },
    price: fromMinor(item.price_minor),
    calories: item.calories,
    allergens: item.allergens,
    image: item.image,
    max_per_purchase: item.max_per_purchase,
    available: item.available,
    scheduled_only: item.scheduled_only,
    option_groups: item.option_groups.map(toOptionGroup),
  }));
};

/** The tenant's groups holding any of `items`, in display order, each with its items. */
export const groupItems = async (db: Queryable, tenantId: number, items: readonly MenuItem[]): Promise<MenuGroup[]> => {
  const groups = await db.query<{ id: number; name_ar: string; name_en: string }>(
    'SELECT id, name_ar, name_en FROM menu_groups WHERE tenant_id = $1 ORDER BY sort, id',
    [tenantId],
  );
  return groups
    .map((group) => ({
      id: group.id,
      names: { ar: group.name_ar, en: group.name_en },
      items: items.filter((item) => item.group_id === group.id),
    }))
    .filter((group) => group.items.length > 0);
};

/** Changes an item's price (tenant-wide) and availability (at every branch serving it); false when the tenant has no such item. */
export const updateMenuItem = async (db: Queryable, tenantId: number, id: number, update: OperatorMenuItemUpdate): Promise<boolean> => {
  const rows = await db.query(
    'UPDATE menu_items SET price_minor = COALESCE($3, price_minor) WHERE tenant_id = $1 AND id = $2 RETURNING id',
    [tenantId, id, update.price === undefined ? null : toMinor(update.price)],
  );
  if (rows.length === 0) return false;
  if (update.available !== undefined) {
    await db.query('UPDATE branch_menu_items SET available = $3 WHERE tenant_id = $1 AND item_id = $2', [tenantId, id, update.available]);
  }
  return true;
};

/** The menu price (minor units) of the dish a voucher gives; null when the menu no longer has it. */
export const dishPriceMinor = async (db: Queryable, tenantId: number, itemId: number): Promise<number | null> => {
  const [row] = await db.query<{ price_minor: number }>('SELECT price_minor FROM menu_items WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    itemId,
  ]);
  return row?.price_minor ?? null;
};
