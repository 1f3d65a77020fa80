import type { LocalizedText, OrderTypeName } from '@storefront/shared/contracts';

export interface DemoOption {
  names: LocalizedText;
  price: number;
}

export interface DemoOptionGroup {
  names: LocalizedText;
  required: boolean;
  min: number;
  max: number;
  options: DemoOption[];
}

export interface DemoMenuItem {
  id: number;
  names: LocalizedText;
  descriptions: LocalizedText;
  price: number;
  calories: number | null;
  allergens: string[];
  max_per_purchase: number;
  scheduled_only?: boolean;
  /** Every order type when absent. */
  order_types?: OrderTypeName[];
  option_groups?: DemoOptionGroup[];
  /** English names of the branches where it is sold out. */
  sold_out_at?: string[];
  /** English names of the branches that do not serve it. */
  not_served_at?: string[];
}

export interface DemoMenuGroup {
  id: number;
  names: LocalizedText;
  items: DemoMenuItem[];
}

export interface DemoDeliveryZone {
  /** English name of the delivering branch. */
  branch: string;
  names: LocalizedText;
  /** One ring of [longitude, latitude] points, closed (the last point repeats the first). */
  ring: [number, number][];
  fee: number;
  minimum_order: number;
  eta_minutes: number;
}

export interface DemoMenu {
  groups: DemoMenuGroup[];
  deliveryZones: DemoDeliveryZone[];
}

/** A closed rectangle ring from the south-west to the north-east corner. */
export const rectangle = (west: number, south: number, east: number, north: number): [number, number][] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];
