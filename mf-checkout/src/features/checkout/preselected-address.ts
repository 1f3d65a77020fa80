import type { Address } from '@storefront/shared/contracts';

/** Where the menu chose to deliver (the draft's `delivery_location`). */
type Place = { latitude: number; longitude: number };

const hasPlace = (address: Address): boolean => address.latitude !== null && address.longitude !== null;

/** About a metre: an address saved at a district (or a place) has the very point the menu chose. */
const SAME_SPOT = 1e-5;

const atLocation = (address: Address, location: Place): boolean =>
  Math.abs(address.latitude! - location.latitude) < SAME_SPOT && Math.abs(address.longitude! - location.longitude) < SAME_SPOT;

/**
 * The delivery address the checkout starts with: the one the customer chose (here, on the menu, by
 * repeating an order), else the saved address at the place chosen on the menu (a district, "my
 * location"), else the only saved address that has a place; null when the customer must choose.
 */
export const preselectedAddress = (addresses: readonly Address[], selected: Address | null, location: Place | null): Address | null => {
  if (selected && hasPlace(selected)) return selected;
  const placed = addresses.filter(hasPlace);
  return (location && placed.find((address) => atLocation(address, location))) ?? (placed.length === 1 ? placed[0]! : null);
};
