import {
  CART_PATHS,
  cartUpdateBodySchema,
  cartIdParamsSchema,
  cartOrderedResponseSchema,
  cartProblemsResponseSchema,
  cartResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { optionalCustomerId } from '../customers/optional-customer';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { orderingOpen } from '../tenancy/ordering-open';
import { newCart, openCartOf, reopenedCart, replaceCart, type OpenCart } from './cart-service';
import type { TenantScope } from '../tenancy/scopes';
import type { TenantRequest } from '../tenancy/request-tenant';

type CartAnswer = z.infer<typeof cartResponseSchema>;

/**
 * Server-side carts: create, replace the lines (validated and priced here) and reopen. A cart used with
 * a customer token becomes that customer's; a closed cart (an order was placed from it) answers 409.
 * Register in the tenant scope.
 */
export const cartRoutes = async (
  scope: TenantScope,
  { db, clock, cache }: { db: Db; clock: Clock; cache: Pick<AnswerCache, 'get'> },
): Promise<void> => {
  scope.addHook('onRequest', orderingOpen(db, cache));
  const cartOf = async (request: TenantRequest<{ Params: { cartId: string } }>): Promise<OpenCart> =>
    openCartOf(db, request.tenant.id, request.params.cartId, await optionalCustomerId(db, clock, request));

  scope.post(CART_PATHS.carts, { schema: { response: { 201: cartResponseSchema } } }, async (request, reply): Promise<CartAnswer> => {
    const cart = await newCart(db, request.tenant, await optionalCustomerId(db, clock, request));
    reply.code(201);
    return { data: cart };
  });

  const replaced = {
    params: cartIdParamsSchema,
    body: cartUpdateBodySchema,
    response: { 200: cartResponseSchema, 400: cartProblemsResponseSchema, 409: cartOrderedResponseSchema },
  };
  scope.put(CART_PATHS.cart(':cartId'), { schema: replaced }, async (request): Promise<CartAnswer> => {
    const cart = await cartOf(request);
    const body = request.body;
    return { data: await replaceCart(db, request.tenant, cart, body) };
  });

  const reopened = { params: cartIdParamsSchema, response: { 200: cartResponseSchema, 409: cartOrderedResponseSchema } };
  scope.get(CART_PATHS.cart(':cartId'), { schema: reopened }, async (request): Promise<CartAnswer> => ({
    data: await reopenedCart(db, request.tenant, await cartOf(request)),
  }));
};
