import type { LocalizedText } from '@storefront/shared/contracts';

/** The delivery address as it was when the order was placed (kept on the order, whatever the customer changes later). */
export interface AddressSnapshot {
  street_name: string;
  building_number: string | null;
  description: string | null;
  latitude: number;
  longitude: number;
}

/** The car of a pickup from the car, as it was when the order was placed. */
export interface VehicleSnapshot {
  brand_name: string;
  color_name: string;
  color_code: string;
  plate_number: string;
  brand_names: LocalizedText;
  color_names: LocalizedText;
}
