import { MENU_PATHS, parseAnswer, type DeliveryDistrict, type ApiClient } from '@storefront/shared';
import { deliveryDistrictsResponseSchema } from '@storefront/shared/contracts';

/** The districts the tenant delivers to, each with a point inside it (the same list as the menu's delivery picker). */
export const fetchDistricts = async (api: ApiClient): Promise<DeliveryDistrict[]> =>
  parseAnswer(deliveryDistrictsResponseSchema, (await api.get(MENU_PATHS.deliveryZones)).data).data;
