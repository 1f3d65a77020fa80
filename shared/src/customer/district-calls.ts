import { deliveryDistrictsResponseSchema, MENU_PATHS, type DeliveryDistrict } from '../contracts';
import type { ApiClient } from '../http/api-client';
import { parseAnswer } from '../http/api-client';

/** The districts the tenant delivers to, each with a point inside it (the same list as the menu's delivery picker). */
export const fetchDistricts = async (api: ApiClient): Promise<DeliveryDistrict[]> =>
  parseAnswer(deliveryDistrictsResponseSchema, (await api.get(MENU_PATHS.deliveryZones)).data).data;
