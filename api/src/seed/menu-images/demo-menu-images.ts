import type { Queryable } from '../../db/db';

/** The picture of each demo group's dishes (files in `api/media/{tenant}/`), by tenant and group id. */
export const DEMO_MENU_IMAGES: Record<string, Record<number, string>> = {
  sufra: {
    10: 'dish-kabsa.svg',
    11: 'dish-mandi.svg',
    12: 'dish-grill.svg',
    13: 'dish-appetizer.svg',
    14: 'dish-salad.svg',
    15: 'dish-sweet.svg',
    16: 'dish-drink.svg',
  },
  nile: { 50: 'dish-koshari.svg', 51: 'dish-breakfast.svg', 52: 'dish-sweet.svg' },
};

/** Gives the demo dishes their pictures (only those without one). */
export const insertDemoMenuImages = async (tx: Queryable, tenantId: number, tenantName: string, images: Record<number, string>) => {
  for (const [groupId, file] of Object.entries(images))
    await tx.query('UPDATE menu_items SET image = $1 WHERE tenant_id = $2 AND group_id = $3 AND image IS NULL', [
      `/media/${tenantName}/${file}`,
      tenantId,
      Number(groupId),
    ]);
};
