import { makeAutoObservable } from 'mobx';

export type OrderType = 'delivery' | 'pickup' | 'curbside' | 'dine_in';

export interface DraftVehicle {
  brand_id: number;
  brand_name: string;
  brand_logo: string | null;
  color_id: number;
  color_name: string;
  color_code: string;
  plate_number: string;
}

/**
 * The order draft of spec section 3. Typed now; the menu and checkout features fill it and make it
 * survive reloads.
 */
export class OrderDraftStore {
  cart_id: string | null = null;
  type: OrderType | null = null;
  branch_id: number | null = null;
  branch_name: string | null = null;
  branch_asap_allowed = false;
  branch_schedule_allowed = false;
  table_id: number | null = null;
  table_name: string | null = null;
  table_available = false;
  table_changed = false;
  table_changed_branch_id: number | null = null;
  session_id: string | null = null;
  area_name: string | null = null;
  vehicle: DraftVehicle | null = null;
  delivery_time: 'asap' | 'schedule' | null = null;
  scheduled_day: string | null = null;
  scheduled_period: string | null = null;
  payment_method_id: number | null = null;
  use_points = false;
  use_wallet = false;

  constructor() {
    makeAutoObservable(this);
  }
}
