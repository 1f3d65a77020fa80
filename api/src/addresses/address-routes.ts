import {
  ADDRESS_PATHS,
  addressBodySchema,
  pageMeta,
  pageQuerySchema,
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressResponseSchema,
  idParamsSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { pathRowId } from '../http/row-id';
import { countAddresses, deleteAddress, insertAddress, listAddresses, updateAddress } from './address-repository';
import type { CustomerScope } from '../tenancy/scopes';

/** Addresses one customer may keep. */
export const MAX_ADDRESSES = 20;
export const ADDRESS_MESSAGES = { notFound: 'Address not found', tooMany: `At most ${MAX_ADDRESSES} addresses can be saved.` } as const;

/** The logged-in customer's addresses: list (paged, or `pagination=false`), create, update, delete. */
export const addressRoutes = async (app: CustomerScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  app.get(
    ADDRESS_PATHS.list,
    { schema: { querystring: pageQuerySchema, response: { 200: addressListResponseSchema } } },
    async (request): Promise<z.infer<typeof addressListResponseSchema>> => {
      const query = parseRequest(pageQuerySchema, request.query, 'query');
      const { id: tenantId } = request.tenant;
      const total = await countAddresses(db, tenantId, request.customer.id);
      if (query.pagination === 'false') {
        return { data: await listAddresses(db, tenantId, request.customer.id, null, 0), meta: pageMeta(total, 1, Math.max(1, total)) };
      }
      const data = await listAddresses(db, tenantId, request.customer.id, query.per_page, (query.page - 1) * query.per_page);
      return { data, meta: pageMeta(total, query.page, query.per_page) };
    },
  );

  app.post(
    ADDRESS_PATHS.create,
    { schema: { body: addressBodySchema, response: { 201: addressResponseSchema } } },
    async (request, reply) => {
      const body = parseRequest(addressBodySchema, request.body, 'body');
      const { id: tenantId } = request.tenant;
      if ((await countAddresses(db, tenantId, request.customer.id)) >= MAX_ADDRESSES)
        throw new DomainError('addresses_too_many', { message: ADDRESS_MESSAGES.tooMany });
      const answer: z.infer<typeof addressResponseSchema> = { data: await insertAddress(db, tenantId, request.customer.id, body, clock()) };
      return reply.status(201).send(answer);
    },
  );

  const updated = { params: idParamsSchema, body: addressBodySchema, response: { 200: addressResponseSchema } };
  app.put(ADDRESS_PATHS.update(':id'), { schema: updated }, async (request): Promise<z.infer<typeof addressResponseSchema>> => {
    const id = pathRowId(request, 'address_not_found');
    const body = parseRequest(addressBodySchema, request.body, 'body');
    const address = await updateAddress(db, request.tenant.id, request.customer.id, id, body);
    if (!address) throw new DomainError('address_not_found');
    return { data: address };
  });

  const removed = { params: idParamsSchema, response: { 200: addressDeletedResponseSchema } };
  app.delete(ADDRESS_PATHS.remove(':id'), { schema: removed }, async (request): Promise<z.infer<typeof addressDeletedResponseSchema>> => {
    const id = pathRowId(request, 'address_not_found');
    if (!(await deleteAddress(db, request.tenant.id, request.customer.id, id))) throw new DomainError('address_not_found');
    return { data: { id, deleted: true } };
  });
};
