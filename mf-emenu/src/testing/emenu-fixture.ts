import type { EMenu } from '@storefront/shared';

/** A table's e-menu as the api answers it: two groups, three dishes with calories and allergens, one unavailable. */
export const UUID = '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01';

const dish = (id: number, en: string, calories: number, allergens: string[], available = true) => ({
  id,
  group_id: Math.floor(id / 10),
  names: { en, ar: `${en} ع` },
  descriptions: { en: `${en} description`, ar: '' },
  price: 12.5,
  calories,
  allergens,
  image: null,
  max_per_purchase: 5,
  available,
  scheduled_only: false,
  option_groups: [],
});

export const EMENU: EMenu = {
  branch: { id: 1, uuid: UUID, names: { en: 'Sufra - Olaya', ar: 'سفرة - العليا' }, address: { en: 'Olaya St', ar: 'شارع العليا' } },
  order_type: null,
  currency: 'SAR',
  groups: [
    { id: 1, names: { en: 'Starters', ar: 'مقبلات' }, items: [dish(11, 'Hummus', 320, ['sesame']), dish(12, 'Arabic Salad', 120, [])] },
    { id: 2, names: { en: 'Sweets', ar: 'حلويات' }, items: [dish(21, 'Kunafa', 850, ['gluten', 'dairy'], false)] },
  ],
  allergens: [
    { code: 'gluten', names: { en: 'Gluten', ar: 'الغلوتين' }, icon: '🌾' },
    { code: 'dairy', names: { en: 'Dairy', ar: 'الحليب ومشتقاته' }, icon: '🥛' },
    { code: 'sesame', names: { en: 'Sesame', ar: 'السمسم' }, icon: '⚪' },
  ],
  ordering_type: 'dine_in',
  feedback_photo_required: false,
};
