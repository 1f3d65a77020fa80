import type { LocalizedText } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';

interface DemoCatalogueEntry {
  names: LocalizedText;
  icon: string;
}

/** An allergen also has the code menu items name it by (menu_items.allergens). */
interface DemoAllergen extends DemoCatalogueEntry {
  code: string;
}

const EVENT_TYPES: DemoCatalogueEntry[] = [
  { names: { ar: 'عيد ميلاد', en: 'Birthday' }, icon: '🎂' },
  { names: { ar: 'اجتماع عمل', en: 'Business' }, icon: '💼' },
  { names: { ar: 'ذكرى سنوية', en: 'Anniversary' }, icon: '💍' },
  { names: { ar: 'تجمع عائلي', en: 'Family gathering' }, icon: '👨‍👩‍👧' },
  { names: { ar: 'تخرج', en: 'Graduation' }, icon: '🎓' },
];

const ALLERGENS: DemoAllergen[] = [
  { code: 'gluten', names: { ar: 'الغلوتين', en: 'Gluten' }, icon: '🌾' },
  { code: 'dairy', names: { ar: 'الحليب ومشتقاته', en: 'Dairy' }, icon: '🥛' },
  { code: 'eggs', names: { ar: 'البيض', en: 'Eggs' }, icon: '🥚' },
  { code: 'nuts', names: { ar: 'المكسرات', en: 'Tree nuts' }, icon: '🌰' },
  { code: 'peanuts', names: { ar: 'الفول السوداني', en: 'Peanuts' }, icon: '🥜' },
  { code: 'sesame', names: { ar: 'السمسم', en: 'Sesame' }, icon: '⚪' },
  { code: 'fish', names: { ar: 'السمك', en: 'Fish' }, icon: '🐟' },
  { code: 'shellfish', names: { ar: 'القشريات', en: 'Shellfish' }, icon: '🦐' },
  { code: 'soy', names: { ar: 'الصويا', en: 'Soy' }, icon: '🫘' },
  { code: 'mustard', names: { ar: 'الخردل', en: 'Mustard' }, icon: '🟡' },
];

const insertEventTypes = async (tx: Queryable, tenantId: number) => {
  // Event types have no natural key: a tenant that has some keeps them (the step may run again).
  if ((await tx.query('SELECT 1 FROM event_types WHERE tenant_id = $1 LIMIT 1', [tenantId])).length > 0) return;
  for (const [sort, entry] of EVENT_TYPES.entries()) {
    await tx.query('INSERT INTO event_types (tenant_id, name_ar, name_en, icon, sort) VALUES ($1, $2, $3, $4, $5)', [
      tenantId,
      entry.names.ar,
      entry.names.en,
      entry.icon,
      sort,
    ]);
  }
};

const insertAllergens = async (tx: Queryable, tenantId: number) => {
  for (const [sort, entry] of ALLERGENS.entries()) {
    const insert = `INSERT INTO allergens (tenant_id, code, name_ar, name_en, icon, sort) VALUES ($1, $2, $3, $4, $5, $6)
                    ON CONFLICT (tenant_id, code) DO NOTHING`;
    await tx.query(insert, [tenantId, entry.code, entry.names.ar, entry.names.en, entry.icon, sort]);
  }
};

/** The event types and allergens every demo tenant with a menu gets (sufra and nile). */
export const insertDemoCatalogues = async (tx: Queryable, tenantId: number): Promise<void> => {
  await insertEventTypes(tx, tenantId);
  await insertAllergens(tx, tenantId);
};
