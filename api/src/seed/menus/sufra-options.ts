import type { DemoOptionGroup } from './demo-menu';

/** Required size, exactly one. */
export const riceDishSize = (halfPrice: number, fullPrice: number): DemoOptionGroup => ({
  names: { ar: 'الحجم', en: 'Size' },
  required: true,
  min: 1,
  max: 1,
  options: [
    { names: { ar: 'ربع', en: 'Quarter' }, price: 0 },
    { names: { ar: 'نص', en: 'Half' }, price: halfPrice },
    { names: { ar: 'كامل', en: 'Whole' }, price: fullPrice },
  ],
});

/** Optional extras, up to 3. */
export const riceExtras: DemoOptionGroup = {
  names: { ar: 'إضافات', en: 'Extras' },
  required: false,
  min: 0,
  max: 3,
  options: [
    { names: { ar: 'صلصة دقوس', en: 'Daqqus sauce' }, price: 2 },
    { names: { ar: 'لبن', en: 'Laban' }, price: 4.5 },
    { names: { ar: 'سلطة خضراء', en: 'Green salad' }, price: 7 },
    { names: { ar: 'رز إضافي', en: 'Extra rice' }, price: 9.5 },
  ],
};

export const grillSides: DemoOptionGroup = {
  names: { ar: 'الطبق الجانبي', en: 'Side' },
  required: true,
  min: 1,
  max: 1,
  options: [
    { names: { ar: 'رز', en: 'Rice' }, price: 0 },
    { names: { ar: 'بطاطس', en: 'Fries' }, price: 0 },
    { names: { ar: 'خبز', en: 'Bread' }, price: 0 },
  ],
};

export const drinkSize: DemoOptionGroup = {
  names: { ar: 'الحجم', en: 'Size' },
  required: true,
  min: 1,
  max: 1,
  options: [
    { names: { ar: 'صغير', en: 'Small' }, price: 0 },
    { names: { ar: 'كبير', en: 'Large' }, price: 4 },
  ],
};
