import {
  CART_PATHS,
  cartLimitCode,
  cartUpdateBodySchema,
  type CartUpdateBody,
  type DeliveryTerms,
  cartIdParamsSchema,
  cartOrderedResponseSchema,
  cartProblemsResponseSchema,
  cartResponseSchema,
  API_ERRORS,
  type OrderTypeName,
} from '@storefront/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { RequestTenant } from '../tenancy/request-tenant';
import { tenantPricing } from '../tenancy/vat-rule';
import type { z } from 'zod';
import { findActiveBranch } from '../branches/active-branch';
import type { Clock } from '../clock';
import { optionalCustomerId } from '../customers/optional-customer';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { orderingOpen } from '../tenancy/ordering-open';
import { deliveryTerms, servedItems } from './cart-items';
import { openCart, refuseClosedCart } from './cart-ordered';
import { createCart, findCartOf, saveCart, type CartRow, type CartState } from './cart-repository';
import { lineProblems, priceCart } from './price-cart';
import type { TenantScope } from '../tenancy/scopes';
import type { TenantRequest } from '../tenancy/request-tenant';

type CartAnswer = z.infer<typeof cartResponseSchema>;

/** Fee and minimum order for a delivery body: 400 without a location, 422 outside the branch's zones. */
const bodyDeliveryTerms = async (db: Db, tenantId: number, body: CartUpdateBody): Promise<DeliveryTerms | null> => {
  if (body.order_type !== 'delivery') return null;
  if (body.latitude === undefined || body.longitude === undefined) {
    throw new DomainError('invalid_input', {
      message: 'Invalid body: latitude, longitude',
      errors: {
        latitude: ['Required for delivery'],
        longitude: ['Required for delivery'],
      },
    });
  }
  const terms = await deliveryTerms(db, tenantId, body.branch_id, { latitude: body.latitude, longitude: body.longitude });
  if (!terms) throw new DomainError('delivery_not_available');
  return terms;
};

/**
 * Server-side carts: create, replace the lines (validated and priced here) and reopen. A cart used with
 * a customer token becomes that customer's; a closed cart (an order was placed from it) answers 409.
 * Register in the tenant scope.
 */
export const cartRoutes = async (scope: TenantScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.addHook('onRequest', orderingOpen(db));
  const cartOf = async (request: TenantRequest<{ Params: { cartId: string } }>): Promise<CartRow & CartState> => {
    const customerId = await optionalCustomerId(db, clock, request);
    const cart = await findCartOf(db, request.tenant.id, request.params.cartId, customerId);
    if (!cart) throw new DomainError('cart_not_found');
    return openCart(cart);
  };
  /** What the branch serves of the lines' items, for this order type. */
  const itemsOf = (tenantId: number, branchId: number, orderType: OrderTypeName, lines: ReadonlyArray<{ item_id: number }>) =>
    servedItems(
      db,
      tenantId,
      branchId,
      orderType,
      lines.map((line) => line.item_id),
    );
  const pricingOf = (tenant: RequestTenant) => tenantPricing(db, tenant);
  const save = async (tenantId: number, cart: CartRow & CartState): Promise<void> => {
    if (!(await saveCart(db, tenantId, cart))) await refuseClosedCart(db, tenantId, cart.id);
  };

  scope.post(CART_PATHS.carts, { schema: { response: { 201: cartResponseSchema } } }, async (request, reply): Promise<CartAnswer> => {
    const id = await createCart(db, request.tenant.id, await optionalCustomerId(db, clock, request));
    reply.code(201);
    const empty = { id, branch_id: null, order_type: null, latitude: null, longitude: null, lines: [] };
    return { data: priceCart(empty, new Map(), await pricingOf(request.tenant), null).cart };
  });

  const replaced = {
    params: cartIdParamsSchema,
    body: cartUpdateBodySchema,
    response: { 200: cartResponseSchema, 400: cartProblemsResponseSchema, 409: cartOrderedResponseSchema },
  };
  scope.put(
    CART_PATHS.cart(':cartId'),
    { schema: replaced },
    async (request, reply: FastifyReply): Promise<CartAnswer | z.infer<typeof cartProblemsResponseSchema>> => {
      const tenant = request.tenant;
      const cart = await cartOf(request);
      const body = parseRequest(cartUpdateBodySchema, request.body, 'body');
      const limit = cartLimitCode(body.lines);
      if (limit) throw new DomainError(limit);
      const branch = await findActiveBranch(db, tenant.id, body.branch_id);
      if (!branch.order_types.includes(body.order_type)) throw new DomainError('menu_not_available');
      const delivery = await bodyDeliveryTerms(db, tenant.id, body);
      const items = await itemsOf(tenant.id, branch.id, body.order_type, body.lines);
      const problems = lineProblems(body.lines, items);
      if (problems.size > 0) {
        reply.code(400);
        return { code: 'cart_lines_invalid', message: API_ERRORS.cart_lines_invalid, lines: Object.fromEntries(problems) };
      }
      const row = {
        id: cart.id,
        branch_id: branch.id,
        order_type: body.order_type,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
      };
      const priced = priceCart(
        { ...row, lines: body.lines.map((line) => ({ ...line, unit_price_minor: null })) },
        items,
        await pricingOf(tenant),
        delivery,
      );
      await save(tenant.id, { ...cart, ...row, lines: priced.lines });
      return { data: priced.cart };
    },
  );

  const reopened = { params: cartIdParamsSchema, response: { 200: cartResponseSchema, 409: cartOrderedResponseSchema } };
  scope.get(CART_PATHS.cart(':cartId'), { schema: reopened }, async (request): Promise<CartAnswer> => {
    const tenant = request.tenant;
    const cart = await cartOf(request);
    if (cart.branch_id === null || cart.order_type === null)
      return { data: priceCart(cart, new Map(), await pricingOf(tenant), null).cart };
    const items = await itemsOf(tenant.id, cart.branch_id, cart.order_type, cart.lines);
    const location = cart.latitude !== null && cart.longitude !== null ? { latitude: cart.latitude, longitude: cart.longitude } : null;
    const delivery = cart.order_type === 'delivery' && location ? await deliveryTerms(db, tenant.id, cart.branch_id, location) : null;
    const priced = priceCart(cart, items, await pricingOf(tenant), delivery);
    if (priced.cart.removed.length > 0 || priced.cart.repriced.length > 0) await save(tenant.id, { ...cart, lines: priced.lines });
    return { data: priced.cart };
  });
};
