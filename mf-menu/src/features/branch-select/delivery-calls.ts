import { ApiCallError, MENU_PATHS, readAnswer, type DeliveryCoverage, type DeliveryDistrict, type ApiClient } from '@storefront/shared';

/** Where to deliver: a point and how the customer named it. */
export type DeliveryPlace = { latitude: number; longitude: number; label: string };

export type DeliveryLookup =
  | { state: 'idle' }
  | { state: 'checking' }
  | ({ state: 'found'; latitude: number; longitude: number; label: string } & DeliveryCoverage)
  /** Outside every zone: 'Delivery is not available for this location.' (with the place, for the nearest pickup branch) */
  | ({ state: 'outside' } & DeliveryPlace)
  | { state: 'failed'; message: string };

/** Which branch delivers to the location, with the zone's fee, minimum order and time. */
export const lookUpDelivery = async (api: ApiClient, place: DeliveryPlace, signal?: AbortSignal): Promise<DeliveryLookup> => {
  try {
    const answer = (await readAnswer('deliveryZoneResponseSchema', await api.get(MENU_PATHS.deliveryZone, { params: place, signal }))).data;
    return { state: 'found', ...answer, ...place };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 422) return { state: 'outside', ...place };
    return { state: 'failed', message: error instanceof ApiCallError ? error.message : 'errors.unexpected' };
  }
};

export const fetchDistricts = async (api: ApiClient, signal?: AbortSignal): Promise<DeliveryDistrict[]> =>
  (await readAnswer('deliveryDistrictsResponseSchema', await api.get(MENU_PATHS.deliveryZones, { signal }))).data;
