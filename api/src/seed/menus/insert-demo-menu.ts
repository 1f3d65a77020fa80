import { toMinor } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';
import type { DemoMenu, DemoMenuItem } from './demo-menu';

const ALL_ORDER_TYPES = ['delivery', 'pickup', 'curbside', 'dine_in'];

const insertItem = async (tx: Queryable, tenantId: number, groupId: number, item: DemoMenuItem, sort: number): Promise<void> => {
  await tx.query(
    `INSERT INTO menu_items (id, tenant_id, group_id, name_ar, name_en, description_ar, description_en, price_minor, calories, allergens,
                             max_per_purchase, scheduled_only, order_types, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      item.id,
      tenantId,
      groupId,
      item.names.ar,
      item.names.en,
      item.descriptions.ar,
      item.descriptions.en,
      toMinor(item.price),
      item.calories,
      item.allergens,
      item.max_per_purchase,
      item.scheduled_only ?? false,
      item.order_types ?? ALL_ORDER_TYPES,
      sort,
    ],
  );
  for (const [groupSort, group] of (item.option_groups ?? []).entries()) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO menu_option_groups (tenant_id, item_id, name_ar, name_en, required, min_count, max_count, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [tenantId, item.id, group.names.ar, group.names.en, group.required, group.min, group.max, groupSort],
    );
    if (!row) throw new Error(`Option group ${group.names.en} was not created`);
    for (const [optionSort, option] of group.options.entries()) {
      await tx.query(
        'INSERT INTO menu_options (tenant_id, option_group_id, name_ar, name_en, price_minor, sort) VALUES ($1, $2, $3, $4, $5, $6)',
        [tenantId, row.id, option.names.ar, option.names.en, toMinor(option.price), optionSort],
      );
    }
  }
  await tx.query(
    `INSERT INTO branch_menu_items (tenant_id, branch_id, item_id, available)
     SELECT b.tenant_id, b.id, $2, NOT (b.name_en = ANY ($3::text[])) FROM branches b
      WHERE b.tenant_id = $1 AND NOT (b.name_en = ANY ($4::text[]))`,
    [tenantId, item.id, item.sold_out_at ?? [], item.not_served_at ?? []],
  );
};

/** Inserts a demo tenant's menu (with the seed's ids), its branches' availability and delivery zones. */
export const insertDemoMenu = async (tx: Queryable, tenantId: number, menu: DemoMenu): Promise<void> => {
  for (const [sort, group] of menu.groups.entries()) {
    await tx.query('INSERT INTO menu_groups (id, tenant_id, name_ar, name_en, sort) VALUES ($1, $2, $3, $4, $5)', [
      group.id,
      tenantId,
      group.names.ar,
      group.names.en,
      sort,
    ]);
    for (const [itemSort, item] of group.items.entries()) await insertItem(tx, tenantId, group.id, item, itemSort);
  }
  for (const table of ['menu_groups', 'menu_items']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  for (const [sort, zone] of menu.deliveryZones.entries()) {
    const [branch] = await tx.query<{ id: number }>('SELECT id FROM branches WHERE tenant_id = $1 AND name_en = $2', [
      tenantId,
      zone.branch,
    ]);
    if (!branch) throw new Error(`No branch ${zone.branch} for a delivery zone`);
    await tx.query(
      `INSERT INTO delivery_zones (tenant_id, branch_id, name_ar, name_en, area, fee_minor, minimum_order_minor, eta_minutes, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tenantId,
        branch.id,
        zone.names.ar,
        zone.names.en,
        JSON.stringify({ type: 'Polygon', coordinates: [zone.ring] }),
        toMinor(zone.fee),
        toMinor(zone.minimum_order),
        zone.eta_minutes,
        sort,
      ],
    );
  }
};
