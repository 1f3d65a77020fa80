import {
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
import { pathRowId } from '../http/row-id';
import { addVehicle, changeVehicle, customerVehicles, removeVehicle, vehicleBrands, vehicleColors } from './vehicle-service';
import type { CustomerScope, TenantScope } from '../tenancy/scopes';

/** The catalogues of brands and colours: tenant credentials only. Register in the tenant scope. */
export const vehicleCatalogueRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  scope.get(VEHICLE_PATHS.brands, { schema: { response: { 200: vehicleBrandsResponseSchema } } }, async () => ({
    data: await vehicleBrands(db),
  }));
  scope.get(VEHICLE_PATHS.colors, { schema: { response: { 200: vehicleColorsResponseSchema } } }, async () => ({
    data: await vehicleColors(db),
  }));
};

/** The logged-in customer's vehicles: list, create, update, delete. */
export const vehicleRoutes = async (scope: CustomerScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.get(
    VEHICLE_PATHS.list,
    { schema: { response: { 200: vehicleListResponseSchema } } },
    async (request): Promise<z.infer<typeof vehicleListResponseSchema>> => ({
      data: await customerVehicles(db, { tenantId: request.tenant.id, customerId: request.customer.id }),
    }),
  );

  scope.post(
    VEHICLE_PATHS.create,
    { schema: { body: vehicleBodySchema, response: { 201: vehicleResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      const vehicle = await addVehicle(db, { tenantId: request.tenant.id, customerId: request.customer.id }, body, clock());
      const answer: z.infer<typeof vehicleResponseSchema> = { data: vehicle };
      return reply.status(201).send(answer);
    },
  );

  const updated = { params: idParamsSchema, body: vehicleBodySchema, response: { 200: vehicleResponseSchema } };
  scope.put(VEHICLE_PATHS.update(':id'), { schema: updated }, async (request): Promise<z.infer<typeof vehicleResponseSchema>> => {
    const id = pathRowId(request, 'vehicle_not_found');
    const body = request.body;
    return { data: await changeVehicle(db, { tenantId: request.tenant.id, customerId: request.customer.id }, id, body) };
  });

  const removed = { params: idParamsSchema, response: { 200: vehicleDeletedResponseSchema } };
  scope.delete(VEHICLE_PATHS.remove(':id'), { schema: removed }, async (request): Promise<z.infer<typeof vehicleDeletedResponseSchema>> => {
    const id = pathRowId(request, 'vehicle_not_found');
    await removeVehicle(db, { tenantId: request.tenant.id, customerId: request.customer.id }, id);
    return { data: { id, deleted: true } };
  });
};
