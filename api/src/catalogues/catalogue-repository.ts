import type { Allergen, EMenuAllergen, EventType } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface CatalogueRow {
  id: number;
  name_ar: string;
  name_en: string;
  icon: string;
}

const toEntry = (row: CatalogueRow): EventType & Allergen => ({ id: row.id, names: { ar: row.name_ar, en: row.name_en }, icon: row.icon });

export const listEventTypes = async (db: Queryable, tenantId: number): Promise<EventType[]> =>
  (
    await db.query<CatalogueRow>('SELECT id, name_ar, name_en, icon FROM event_types WHERE tenant_id = $1 ORDER BY sort, id', [tenantId])
  ).map(toEntry);

export const listAllergens = async (db: Queryable, tenantId: number): Promise<Allergen[]> =>
  (await db.query<CatalogueRow>('SELECT id, name_ar, name_en, icon FROM allergens WHERE tenant_id = $1 ORDER BY sort, id', [tenantId])).map(
    toEntry,
  );

/** The ids among `ids` that are the tenant's allergens (a reservation keeps only those). */
export const knownAllergens = async (db: Queryable, tenantId: number, ids: readonly number[]): Promise<Allergen[]> =>
  ids.length === 0
    ? []
    : (
        await db.query<CatalogueRow>(
          'SELECT id, name_ar, name_en, icon FROM allergens WHERE tenant_id = $1 AND id = ANY($2::int[]) ORDER BY sort, id',
          [tenantId, [...ids]],
        )
      ).map(toEntry);

export const findEventType = async (db: Queryable, tenantId: number, id: number): Promise<EventType | null> => {
  const [row] = await db.query<CatalogueRow>('SELECT id, name_ar, name_en, icon FROM event_types WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    id,
  ]);
  return row ? toEntry(row) : null;
};

/** The catalogue entries of these allergen codes, in catalogue order; a code without an entry is named by its code. */
export const findAllergens = async (db: Queryable, tenantId: number, codes: readonly string[]): Promise<EMenuAllergen[]> => {
  const rows = await db.query<{ code: string; name_ar: string; name_en: string; icon: string }>(
    'SELECT code, name_ar, name_en, icon FROM allergens WHERE tenant_id = $1 AND code = ANY ($2::text[]) ORDER BY sort, code',
    [tenantId, codes],
  );
  const known = rows.map((row) => ({ code: row.code, names: { ar: row.name_ar, en: row.name_en }, icon: row.icon }));
  const unknown = codes
    .filter((code) => !rows.some((row) => row.code === code))
    .map((code) => ({ code, names: { ar: code, en: code }, icon: '' }));
  return [...known, ...unknown];
};
