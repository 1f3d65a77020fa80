import { z } from 'zod/mini';
import { itemOf, listOf, localizedTextSchema } from './common';
import { vehicleSchema } from './customer';
import { plateNumberField, rowIdText } from './validation';
import { VALIDATION } from './field-rules';

/** Vehicles for pickup from the car, and the catalogues of brands and colours (docs/api.md). */
export const VEHICLE_PATHS = {
  list: '/api/v1/user/customer-vehicles/list',
  create: '/api/v1/user/customer-vehicles/create',
  update: (id: number | string) => `/api/v1/user/customer-vehicles/update/${id}`,
  remove: (id: number | string) => `/api/v1/user/customer-vehicles/delete/${id}`,
  brands: '/api/v1/user/vehicle-brands/list',
  colors: '/api/v1/user/vehicle-colors/list',
} as const;

export const vehicleBrandSchema = z.object({ id: z.int(), names: localizedTextSchema, logo: z.nullable(z.string()) });
export type VehicleBrand = z.infer<typeof vehicleBrandSchema>;
export const vehicleColorSchema = z.object({ id: z.int(), names: localizedTextSchema, code: z.string() });
export type VehicleColor = z.infer<typeof vehicleColorSchema>;

const catalogueId = rowIdText(VALIDATION.choose);

/** POST create / PUT update: a brand and a colour of the catalogues, and the plate (at most 20). */
export const vehicleBodySchema = z.object({ brand_id: catalogueId, color_id: catalogueId, plate_number: plateNumberField });
export type VehicleBody = z.input<typeof vehicleBodySchema>;

export const vehicleListResponseSchema = listOf(vehicleSchema);
export const vehicleResponseSchema = itemOf(vehicleSchema);
export const vehicleDeletedResponseSchema = itemOf(z.object({ id: z.int(), deleted: z.literal(true) }));
export const vehicleBrandsResponseSchema = listOf(vehicleBrandSchema);
export const vehicleColorsResponseSchema = listOf(vehicleColorSchema);
