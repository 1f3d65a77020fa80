import {
  fromMinor,
  toMinor,
  type MenuGroup,
  type MenuItem,
  type OperatorMenuItemUpdate,
  type OrderTypeName,
} from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

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
}

interface OptionGroupRow {
  id: number;
  item_id: number;
  name_ar: string;
  name_en: string;
  required: boolean;
  min_count: number;
  max_count: number;
}

/** A group with one of its options (null columns: a group without options). */
interface GroupOptionRow extends OptionGroupRow {
  option_id: number | null;
  option_name_ar: string | null;
  option_name_en: string | null;
  option_price_minor: number | null;
}

type ItemOptionGroup = MenuItem['option_groups'][number];

export interface ItemFilter {
  branchId: number;
  /** Only items sold for this order type; every type when null. */
  orderType: OrderTypeName | null;
  /** Only these items; all when null. */
  itemIds: readonly number[] | null;
}

/** The items a branch serves (sold out ones with available false), with their option groups, in display order. */
export const findBranchItems = async (db: Queryable, tenantId: number, filter: ItemFilter): Promise<MenuItem[]> => {
  const items = await db.query<ItemRow>(
    `SELECT i.id, i.group_id, i.name_ar, i.name_en, i.description_ar, i.description_en, i.price_minor, i.calories, i.allergens,
            i.image, i.max_per_purchase, i.scheduled_only, s.available
       FROM menu_items i
       JOIN branch_menu_items s ON s.tenant_id = i.tenant_id AND s.item_id = i.id AND s.branch_id = $2
      WHERE i.tenant_id = $1 AND ($3::text IS NULL OR $3 = ANY (i.order_types)) AND ($4::int[] IS NULL OR i.id = ANY ($4::int[]))
      ORDER BY i.sort, i.id`,
    [tenantId, filter.branchId, filter.orderType, filter.itemIds],
  );
  const itemIds = items.map((item) => item.id);
  // The groups and their options in one statement (a placement in a lunch rush reads them too).
  const rows =
    itemIds.length === 0
      ? []
      : await db.query<GroupOptionRow>(
          `SELECT g.id, g.item_id, g.name_ar, g.name_en, g.required, g.min_count, g.max_count,
                  o.id AS option_id, o.name_ar AS option_name_ar, o.name_en AS option_name_en, o.price_minor AS option_price_minor
             FROM menu_option_groups g
             LEFT JOIN menu_options o ON o.tenant_id = g.tenant_id AND o.option_group_id = g.id
            WHERE g.tenant_id = $1 AND g.item_id = ANY ($2::int[])
            ORDER BY g.sort, g.id, o.sort, o.id`,
          [tenantId, itemIds],
        );
  const groups = new Map<number, ItemOptionGroup & { item_id: number }>();
  for (const row of rows) {
    let group = groups.get(row.id);
    if (!group) {
      group = {
        id: row.id,
        item_id: row.item_id,
        names: { ar: row.name_ar, en: row.name_en },
        required: row.required,
        min: row.min_count,
        max: row.max_count,
        options: [],
      };
      groups.set(row.id, group);
    }
    if (row.option_id !== null)
      group.options.push({
        id: row.option_id,
        names: { ar: row.option_name_ar ?? '', en: row.option_name_en ?? '' },
        price: fromMinor(row.option_price_minor ?? 0),
      });
  }
  const toGroup = ({ item_id: _item, ...group }: ItemOptionGroup & { item_id: number }): ItemOptionGroup => group;
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
    option_groups: [...groups.values()].filter((group) => group.item_id === item.id).map(toGroup),
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
