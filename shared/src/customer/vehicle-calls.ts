import { parseAnswer, type Vehicle, type ApiClient } from '@storefront/shared';
import {
  VEHICLE_PATHS,
  vehicleBrandsResponseSchema,
  vehicleColorsResponseSchema,
  vehicleListResponseSchema,
  vehicleResponseSchema,
  type VehicleBody,
  type VehicleBrand,
  type VehicleColor,
} from '@storefront/shared/contracts';

export const fetchCatalogues = async (
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ brands: VehicleBrand[]; colors: VehicleColor[] }> => {
  const [brands, colors] = await Promise.all([api.get(VEHICLE_PATHS.brands, { signal }), api.get(VEHICLE_PATHS.colors, { signal })]);
  return {
    brands: parseAnswer(vehicleBrandsResponseSchema, brands.data).data,
    colors: parseAnswer(vehicleColorsResponseSchema, colors.data).data,
  };
};

export const fetchVehicles = async (api: ApiClient, signal?: AbortSignal): Promise<Vehicle[]> =>
  parseAnswer(vehicleListResponseSchema, (await api.get(VEHICLE_PATHS.list, { signal })).data).data;

export const saveVehicle = async (api: ApiClient, id: number | null, body: VehicleBody): Promise<Vehicle> =>
  parseAnswer(
    vehicleResponseSchema,
    (id === null ? await api.post(VEHICLE_PATHS.create, body) : await api.put(VEHICLE_PATHS.update(id), body)).data,
  ).data;

export const deleteVehicle = async (api: ApiClient, id: number): Promise<void> => {
  await api.delete(VEHICLE_PATHS.remove(id));
};
