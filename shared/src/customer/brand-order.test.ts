import type { VehicleBrand } from '../contracts';
import { brandsInOrder } from './brand-order';

const brand = (id: number, ar: string, en: string): VehicleBrand => ({ id, names: { ar, en }, logo: null });
// As the api lists them: by English name.
const BRANDS = [brand(5, 'شيفروليه', 'Chevrolet'), brand(2, 'هيونداي', 'Hyundai'), brand(4, 'كيا', 'Kia'), brand(1, 'تويوتا', 'Toyota')];

describe('brandsInOrder', () => {
  it('sorts by the Arabic names in Arabic', () => {
    expect(brandsInOrder(BRANDS, 'ar').map((b) => b.names.ar)).toEqual(['تويوتا', 'شيفروليه', 'كيا', 'هيونداي']);
  });

  it('keeps the English alphabetical order in English, without changing the list it was given', () => {
    expect(brandsInOrder(BRANDS, 'en').map((b) => b.names.en)).toEqual(['Chevrolet', 'Hyundai', 'Kia', 'Toyota']);
    expect(BRANDS.map((b) => b.id)).toEqual([5, 2, 4, 1]);
  });
});
