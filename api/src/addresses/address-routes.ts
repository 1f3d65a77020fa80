import {
  ADDRESS_PATHS,
  addressBodySchema,
  pageQuerySchema,
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressResponseSchema,
  idParamsSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { pathRowId } from '../http/row-id';
import { addAddress, addressPage, changeAddress, removeAddress } from './address-service';
import type { CustomerScope } from '../tenancy/scopes';

/** The logged-in customer's addresses: list (paged, or `pagination=false`), create, update, delete. */
export const addressRoutes = async (scope: CustomerScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.get(
    ADDRESS_PATHS.list,
    { schema: { querystring: pageQuerySchema, response: { 200: addressListResponseSchema } } },
    async (request): Promise<z.infer<typeof addressListResponseSchema>> => {
      const query = request.query;
      const page = query.pagination === 'false' ? null : { page: query.page, perPage: query.per_page };
      return addressPage(db, { tenantId: request.tenant.id, customerId: request.customer.id }, page);
    },
  );

  scope.post(
    ADDRESS_PATHS.create,
    { schema: { body: addressBodySchema, response: { 201: addressResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      const owner = { tenantId: request.tenant.id, customerId: request.customer.id };
      const answer: z.infer<typeof addressResponseSchema> = { data: await addAddress(db, owner, body, clock()) };
      return reply.status(201).send(answer);
    },
  );

  const updated = { params: idParamsSchema, body: addressBodySchema, response: { 200: addressResponseSchema } };
  scope.put(ADDRESS_PATHS.update(':id'), { schema: updated }, async (request): Promise<z.infer<typeof addressResponseSchema>> => {
    const id = pathRowId(request, 'address_not_found');
    const body = request.body;
    return { data: await changeAddress(db, { tenantId: request.tenant.id, customerId: request.customer.id }, id, body) };
  });

  const removed = { params: idParamsSchema, response: { 200: addressDeletedResponseSchema } };
  scope.delete(ADDRESS_PATHS.remove(':id'), { schema: removed }, async (request): Promise<z.infer<typeof addressDeletedResponseSchema>> => {
    const id = pathRowId(request, 'address_not_found');
    await removeAddress(db, { tenantId: request.tenant.id, customerId: request.customer.id }, id);
    return { data: { id, deleted: true } };
  });
};
