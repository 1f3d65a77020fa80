import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { Clock } from '../clock';
import { customerAuth, type RequestCustomer } from '../customers/customer-auth';
import type { Db } from '../db/db';
import { appTokenAuth } from './app-token-auth';
import type { RequestTenant, TenantRequest } from './request-tenant';

type Handler<G extends RouteGenericInterface, Known> = (request: FastifyRequest<G> & Known, reply: FastifyReply<G>) => unknown;
interface Route<Known> {
  <G extends RouteGenericInterface = RouteGenericInterface>(path: string, handler: Handler<G, Known>): unknown;
  <G extends RouteGenericInterface = RouteGenericInterface>(
    path: string,
    options: RouteShorthandOptions,
    handler: Handler<G, Known>,
  ): unknown;
}

/**
 * The part of a Fastify instance a route plugin uses, with requests typed by what the scope's
 * hooks have checked before any handler runs (`Known`). onRequest hooks run before the customer
 * check, so they know the tenant only.
 */
export interface Scope<Known extends { tenant: RequestTenant }> {
  get: Route<Known>;
  post: Route<Known>;
  put: Route<Known>;
  patch: Route<Known>;
  delete: Route<Known>;
  addHook(stage: 'onRequest', hook: (request: TenantRequest, reply: FastifyReply) => Promise<unknown>): unknown;
  addHook(stage: 'preHandler', hook: (request: FastifyRequest & Known, reply: FastifyReply) => Promise<unknown>): unknown;
  /** A child plugin: its hooks and routes stay inside it, the scope's checks apply to it. */
  register(plugin: (scope: Scope<Known>) => Promise<void>): PromiseLike<unknown>;
  /** A Fastify plugin with its options (a body parser such as @fastify/multipart), for this scope only. */
  register<Options extends FastifyPluginOptions>(
    plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
    options: Options,
  ): PromiseLike<unknown>;
}
export type TenantScope = Scope<{ tenant: RequestTenant }>;
export type CustomerScope = Scope<{ tenant: RequestTenant; customer: RequestCustomer }>;

/**
 * The parent plugin of every storefront route: `x-tenant` and `x-app-token` are checked on every
 * request before anything else (401 otherwise), so `request.tenant` is there in every handler.
 */
export const tenantScope = (db: Db, routes: (scope: TenantScope) => Promise<void>) => tenantScopeCheckedBy(appTokenAuth(db), routes);

/**
 * A tenant scope whose tenant is found by another check (the operator key): an onRequest hook that
 * sets `request.tenant` or ends the request.
 */
export const tenantScopeCheckedBy =
  (check: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>, routes: (scope: TenantScope) => Promise<void>) =>
  async (instance: FastifyInstance): Promise<void> => {
    instance.addHook('onRequest', check);
    // The check sets `tenant` on every request that reaches a handler of this instance: the narrower type holds.
    await routes(instance as unknown as TenantScope);
  };

/**
 * The child of `tenantScope` for a logged-in customer's routes: the customer token is checked too
 * (401 otherwise), so `request.customer` is there in every handler.
 */
export const customerScope =
  (db: Db, clock: Clock, routes: (scope: CustomerScope) => Promise<void>) =>
  async (scope: TenantScope): Promise<void> => {
    scope.addHook('preHandler', customerAuth(db, clock));
    // The hook above sets `customer` on every request of this scope: the narrower type holds.
    await routes(scope as unknown as CustomerScope);
  };
