import type { Address } from '@storefront/shared/contracts';
import { preselectedAddress } from './preselected-address';

const address = (id: number, latitude: number | null, longitude: number | null): Address => ({
  id,
  street_name: `Street ${id}`,
  building_type: 'house',
  building_number: null,
  floor_number: null,
  apartment_number: null,
  special_mark: null,
  description: null,
  latitude,
  longitude,
});

const olaya = { latitude: 24.69, longitude: 46.685 };
const home = address(1, 24.7, 46.7);
const atOlaya = address(2, 24.690001, 46.685001);
const noPlace = address(3, null, null);

describe('the delivery address the checkout starts with', () => {
  it('is the one the customer chose, over one at the chosen district', () => {
    expect(preselectedAddress([home, atOlaya], home, olaya)).toBe(home);
  });

  it('is the saved address at the district chosen on the menu', () => {
    expect(preselectedAddress([home, atOlaya], null, olaya)).toBe(atOlaya);
  });

  it('is the only saved address with a place, wherever the district', () => {
    expect(preselectedAddress([home, noPlace], null, olaya)).toBe(home);
    expect(preselectedAddress([home], null, null)).toBe(home);
  });

  it('is none when the customer must choose: several elsewhere, none with a place, or none saved', () => {
    expect(preselectedAddress([home, address(4, 21.5, 39.2)], null, olaya)).toBeNull();
    expect(preselectedAddress([noPlace], noPlace, olaya)).toBeNull();
    expect(preselectedAddress([], null, olaya)).toBeNull();
  });
});
