import {
  VALIDATION,
  VEHICLE_PATHS,
  vehicleBodySchema,
  idParamsSchema,
  vehicleBrandsResponseSchema,
  vehicleColorsResponseSchema,
  vehicleDeletedResponseSchema,
  vehicleListResponseSchema,
  vehicleResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { pathRowId } from '../http/row-id';
import { countVehicles, deleteVehicle, insertVehicle, listBrands, listColors, listVehicles, updateVehicle } from './vehicle-repository';
import type { CustomerScope, TenantScope } from '../tenancy/scopes';

export const MAX_VEHICLES = 10;
export const VEHICLE_MESSAGES = {
  notFound: 'Vehicle not found',
  unknownCatalogue: 'Choose a brand and a colour from the lists.',
  tooMany: `At most ${MAX_VEHICLES} vehicles can be saved.`,
} as const;

const unknownCatalogue = () =>
  new DomainError('vehicle_catalogue_unknown', { errors: { brand_id: [VALIDATION.choose], color_id: [VALIDATION.choose] } });

/** The catalogues of brands and colours: tenant credentials only. Register in the tenant scope. */
export const vehicleCatalogueRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  scope.get(VEHICLE_PATHS.brands, { schema: { response: { 200: vehicleBrandsResponseSchema } } }, async () => ({
    data: await listBrands(db),
  }));
  scope.get(VEHICLE_PATHS.colors, { schema: { response: { 200: vehicleColorsResponseSchema } } }, async () => ({
    data: await listColors(db),
  }));
};

/** The logged-in customer's vehicles: list, create, update, delete. */
export const vehicleRoutes = async (app: CustomerScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  app.get(
    VEHICLE_PATHS.list,
    { schema: { response: { 200: vehicleListResponseSchema } } },
    async (request): Promise<z.infer<typeof vehicleListResponseSchema>> => ({
      data: await listVehicles(db, request.tenant.id, request.customer.id),
    }),
  );

  app.post(
    VEHICLE_PATHS.create,
    { schema: { body: vehicleBodySchema, response: { 201: vehicleResponseSchema } } },
    async (request, reply) => {
      const body = parseRequest(vehicleBodySchema, request.body, 'body');
      if ((await countVehicles(db, request.tenant.id, request.customer.id)) >= MAX_VEHICLES)
        throw new DomainError('vehicles_too_many', { message: VEHICLE_MESSAGES.tooMany });
      const vehicle = await insertVehicle(db, request.tenant.id, request.customer.id, body, clock());
      if (!vehicle) throw unknownCatalogue();
      const answer: z.infer<typeof vehicleResponseSchema> = { data: vehicle };
      return reply.status(201).send(answer);
    },
  );

  const updated = { params: idParamsSchema, body: vehicleBodySchema, response: { 200: vehicleResponseSchema } };
  app.put(VEHICLE_PATHS.update(':id'), { schema: updated }, async (request): Promise<z.infer<typeof vehicleResponseSchema>> => {
    const id = pathRowId(request, 'vehicle_not_found');
    const body = parseRequest(vehicleBodySchema, request.body, 'body');
    const vehicle = await updateVehicle(db, request.tenant.id, request.customer.id, id, body);
    if (vehicle === 'unknown') throw unknownCatalogue();
    if (!vehicle) throw new DomainError('vehicle_not_found');
    return { data: vehicle };
  });

  const removed = { params: idParamsSchema, response: { 200: vehicleDeletedResponseSchema } };
  app.delete(VEHICLE_PATHS.remove(':id'), { schema: removed }, async (request): Promise<z.infer<typeof vehicleDeletedResponseSchema>> => {
    const id = pathRowId(request, 'vehicle_not_found');
    if (!(await deleteVehicle(db, request.tenant.id, request.customer.id, id))) throw new DomainError('vehicle_not_found');
    return { data: { id, deleted: true } };
  });
};
