import { z } from 'zod/mini';
import { itemOf } from './common';
import { addressSchema } from './customer';
import { pagedListOf } from './account-paging';
import { optionalText, requiredText } from './validation';
import { LIMITS, VALIDATION } from './field-rules';

/** Saved addresses (docs/specification.md §7; create is ours). */
export const ADDRESS_PATHS = {
  list: '/api/v1/user/customer-addresses/list-addresses',
  create: '/api/v1/user/customer-addresses/create',
  update: (id: number | string) => `/api/v1/user/customer-addresses/update/${id}`,
  remove: (id: number | string) => `/api/v1/user/customer-addresses/delete/${id}`,
} as const;

export const buildingTypeSchema = z.enum(['house', 'villa', 'office'], { error: VALIDATION.choose });

const coordinate = (limit: number) =>
  z.pipe(
    z.nullish(
      z.union([
        z.number().check(z.gte(-limit, { error: VALIDATION.coordinates }), z.lte(limit, { error: VALIDATION.coordinates })),
        z.string(),
      ]),
    ),
    z.transform((value, context) => {
      if (value === null || value === undefined || value === '') return null;
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        context.issues.push({ code: 'custom', message: VALIDATION.coordinates, input: value });
        return z.NEVER;
      }
      return number;
    }),
  );

/** POST create / PUT update: an address; the coordinates are optional together. */
export const addressBodySchema = z
  .object({
    street_name: requiredText(LIMITS.streetName),
    building_type: buildingTypeSchema,
    building_number: optionalText(LIMITS.addressShort),
    floor_number: optionalText(LIMITS.addressShort),
    apartment_number: optionalText(LIMITS.addressShort),
    special_mark: optionalText(LIMITS.specialMark),
    description: optionalText(LIMITS.addressDescription),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .check(
    z.refine((value) => (value.latitude === null) === (value.longitude === null), { path: ['latitude'], message: VALIDATION.coordinates }),
  );
export type AddressBody = z.input<typeof addressBodySchema>;

export const addressListResponseSchema = pagedListOf(addressSchema);
export const addressResponseSchema = itemOf(addressSchema);
export const addressDeletedResponseSchema = itemOf(z.object({ id: z.int(), deleted: z.literal(true) }));
