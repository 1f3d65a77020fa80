import {
  cartTotals,
  vatRuleOf,
  checkLine,
  linePrice,
  type Branch,
  type Cart,
  type CartUpdateBody,
  type Menu,
  type MenuItem,
} from '@storefront/shared';
import { testBranch } from '@storefront/shared/testing';

/** A branch of the menu's tests: sufra's Olaya (`testBranch`), with `overrides`. */
export const branch = testBranch;

export const BRANCHES: Branch[] = [
  branch(),
  branch({
    id: 2,
    names: { ar: 'سفرة - طريق الملك فهد', en: 'Sufra - King Fahd Road' },
    status: 'busy',
    order_types: ['pickup', 'curbside'],
  }),
  branch({ id: 3, names: { ar: 'سفرة - الملقا', en: 'Sufra - Al Malqa' }, status: 'preorder', order_types: ['pickup', 'dine_in'] }),
];

const item = (id: number, en: string, ar: string, price: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  group_id: 10,
  names: { en, ar },
  descriptions: { en: `${en} description`, ar: `وصف ${ar}` },
  price,
  calories: 500,
  allergens: [],
  image: null,
  max_per_purchase: 5,
  available: true,
  scheduled_only: false,
  option_groups: [],
  ...extra,
});

export const KABSA = item(101, 'Chicken Kabsa', 'كبسة دجاج', 32, {
  allergens: ['dairy'],
  option_groups: [
    {
      id: 1,
      names: { en: 'Size', ar: 'الحجم' },
      required: true,
      min: 1,
      max: 1,
      options: [
        { id: 1, names: { en: 'Quarter', ar: 'ربع' }, price: 0 },
        { id: 2, names: { en: 'Half', ar: 'نصف' }, price: 14 },
      ],
    },
    {
      id: 2,
      names: { en: 'Extras', ar: 'إضافات' },
      required: false,
      min: 0,
      max: 2,
      options: [
        { id: 3, names: { en: 'Daqoos', ar: 'دقوس' }, price: 2 },
        { id: 4, names: { en: 'Salad', ar: 'سلطة' }, price: 5 },
      ],
    },
  ],
});

export const MENU: Menu = {
  branch_id: 1,
  order_type: 'pickup',
  currency: 'SAR',
  groups: [
    {
      id: 10,
      names: { en: 'Kabsa', ar: 'الكبسة' },
      items: [
        KABSA,
        item(103, 'Camel Kabsa', 'كبسة حاشي', 65, { scheduled_only: true }),
        item(104, 'Shrimp Kabsa', 'كبسة روبيان', 54, { available: false }),
      ],
    },
    { id: 16, names: { en: 'Drinks', ar: 'المشروبات' }, items: [item(161, 'Laban', 'لبن', 6, { group_id: 16 })] },
  ],
};

const menuItem = (id: number) => MENU.groups.flatMap((group) => group.items).find((entry) => entry.id === id);

/** A cart priced like the server does, with the shared pricing module. */
export const pricedCart = (cartId: string, body: CartUpdateBody): Cart | { problems: Record<string, unknown[]> } => {
  const problems: Record<string, unknown[]> = {};
  const lines = body.lines.map((line, index) => {
    const found = menuItem(line.item_id);
    const lineProblems = found ? checkLine(found, line.quantity, line.option_ids) : [{ code: 'item_not_found' }];
    if (lineProblems.length > 0) problems[index] = lineProblems;
    const price = found ? linePrice(found, line.quantity, line.option_ids) : { unit_price: 0, total: 0 };
    const options = (found?.option_groups ?? []).flatMap((group) => group.options).filter((option) => line.option_ids.includes(option.id));
    return { ...line, names: found?.names ?? { ar: '', en: '' }, options: options.map(({ id, names }) => ({ id, names })), ...price };
  });
  if (Object.keys(problems).length > 0) return { problems };
  const delivery = body.order_type === 'delivery' ? { fee: 10, minimum_order: 50 } : null;
  return {
    cart_id: cartId,
    branch_id: body.branch_id,
    order_type: body.order_type,
    currency: 'SAR',
    lines,
    ...cartTotals(
      lines.map((line) => line.total),
      vatRuleOf('SA', undefined),
      delivery,
    ),
    removed: [],
    repriced: [],
  };
};
